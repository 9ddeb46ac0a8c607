/**
 * @module http/openapi
 * `GET {host_url}/api/openapi.json`: an OpenAPI 3 document of every Pith endpoint, generated
 * (by @fastify/swagger, dynamic mode) from the very schemas that validate requests — the chat
 * request, key creation, the dashboard's query strings — and the reply schemas that filter
 * replies. Every route gets the error responses every route can give, in OpenAI's error shape.
 * Installed before the route modules, so it sees each route as it is added; the route table
 * also keeps the list of what was added (`routeList`), which a test holds against the document.
 */
import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifySchema } from 'fastify';

export const OPENAPI_PATH = '/api/openapi.json';

const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      message: Type.String(),
      type: Type.String(),
      param: Type.Union([Type.String(), Type.Null()]),
      code: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  { description: "An error in OpenAI's shape (PRODUCT.md \"Errors\")" },
);

/** Which routes take which credentials, by path prefix. */
function securityOf(url: string): Array<Record<string, string[]>> | undefined {
  if (url.startsWith('/api/v1/')) return [{ apiKey: [] }];
  if (url.startsWith('/api/') && url !== OPENAPI_PATH) return [{ session: [] }];
  return undefined;
}

function tagOf(url: string): string {
  if (url.startsWith('/api/v1/')) return 'OpenAI-compatible';
  if (url.startsWith('/auth/') || url === '/api/me' || url.startsWith('/oidc')) return 'Sign-in';
  if (url.startsWith('/api/')) return 'Dashboard API';
  if (['/healthz', '/health', '/readyz', '/metrics', OPENAPI_PATH].includes(url)) return 'Operations';
  return 'Dashboard UI';
}

export async function installOpenApi(app: FastifyInstance, options: { publicUrl: string; version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pith',
        version: options.version,
        description: 'OpenAI-compatible chat-completions gateway that compresses every prompt. Errors have OpenAI\'s shape.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'A Pith key, sk-pith-…' },
          session: { type: 'apiKey', in: 'cookie', name: 'pith_session', description: 'A dashboard session; state-changing calls also need X-CSRF-Token' },
        },
      },
    },
    transform: ({ schema, url }) => {
      const given = (schema ?? {}) as FastifySchema & { response?: Record<string, unknown>; tags?: string[]; security?: unknown };
      const security = securityOf(url);
      const documented: Record<string, unknown> = {
        ...given,
        tags: given.tags ?? [tagOf(url)],
        response: { ...given.response, '4XX': ErrorResponse, '5XX': ErrorResponse },
        ...(security && !given.security ? { security } : {}),
      };
      return { schema: documented as FastifySchema, url };
    },
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send(app.swagger()));
}

/**
 * @module app/route-table
 * The composition root's second half: every route module of the server in one table, each
 * line naming the module, what it serves and which services it gets. Adding a front door or
 * an API is one line here; `buildApp` puts the table on the HTTP shell (http/shell.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerCompressRoute } from '../dashboard/compress-route.js';
import { registerRequestsRoute } from '../dashboard/requests-route.js';
import { registerStaticUi } from '../dashboard/static.js';
import { registerUsageRoute } from '../dashboard/usage-route.js';
import { registerChatRoutes } from '../http/routes/chat.js';
import { registerHealthRoutes } from '../http/routes/health.js';
import { registerKeyRoutes } from '../http/routes/keys.js';
import { registerMessagesRoutes } from '../http/routes/messages.js';
import { registerMetricsRoute } from '../http/routes/metrics.js';
import { registerModelRoutes } from '../http/routes/models.js';
import { registerResponsesRoute } from '../http/routes/responses.js';
import { installOpenApi, registerOpenApiRoute } from '../http/openapi.js';
import { createHttpShell } from '../http/shell.js';
import type { Services } from './services.js';
import { PITH_VERSION } from './version.js';

export interface RouteModule {
  name: string;
  register(app: FastifyInstance, services: Services): void | Promise<void>;
}

export const ROUTES = [
  // GET /healthz (and /health, the same), GET /readyz
  { name: 'health', register: (app, s) => registerHealthRoutes(app, s) },
  // GET /api/openapi.json (every route below, from their schemas)
  { name: 'openapi', register: (app) => registerOpenApiRoute(app) },
  // GET /metrics (Prometheus text; absent when PITH_METRICS=false)
  { name: 'metrics', register: (app, s) => registerMetricsRoute(app, s) },
  // GET /api/v1/models
  { name: 'models', register: (app, s) => registerModelRoutes(app, s) },
  // POST /api/v1/chat/completions
  { name: 'chat-completions', register: (app, s) => registerChatRoutes(app, s) },
  // POST /api/v1/messages, /api/v1/messages/count_tokens (Anthropic's shape throughout)
  { name: 'messages', register: (app, s) => registerMessagesRoutes(app, s) },
  // POST /api/v1/responses
  { name: 'responses', register: (app, s) => registerResponsesRoute(app, s) },
  // GET /auth/login, /auth/callback, GET+POST /auth/logout, GET /api/me; /oidc/* (development provider)
  { name: 'sign-in', register: (app, s) => s.auth.register(app) },
  // GET, POST /api/keys; DELETE /api/keys/:id
  { name: 'keys', register: (app, s) => registerKeyRoutes(app, { ...s, requireSession: s.auth.requireSession }) },
  // GET /api/usage
  { name: 'usage', register: (app, s) => registerUsageRoute(app, { ...s, requireSession: s.auth.requireSession }) },
  // GET /api/requests (the Activity page)
  { name: 'requests', register: (app, s) => registerRequestsRoute(app, { ...s, requireSession: s.auth.requireSession }) },
  // POST /api/compress (the playground)
  { name: 'playground', register: (app, s) => registerCompressRoute(app, { ...s, requireSession: s.auth.requireSession }) },
  // GET / and every other UI path: the built web UI
  { name: 'dashboard-ui', register: (app, s) => registerStaticUi(app, s.webRoot) },
] as const satisfies readonly RouteModule[];

export type RouteName = (typeof ROUTES)[number]['name'];

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document on purpose (the UI's built asset files). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the route modules added (HEAD twins aside), in order: what the OpenAPI document must cover. */
    routeList: RegisteredRoute[];
  }
}

/** The shell with the route modules on it (all of them, or those named). */
export async function buildApp(services: Services, only?: readonly RouteName[]): Promise<FastifyInstance> {
  const metrics = services.config.metrics ? services.metrics : undefined;
  const { config } = services;
  const edge = {
    bodyTimeoutMs: config.bodyTimeoutMs,
    bodyMinBytesPerSec: config.bodyMinBytesPerSec,
    headersTimeoutMs: config.headersTimeoutMs,
    maxConnections: config.maxConnections,
    maxInFlight: config.maxInFlight,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxJsonDepth: config.maxJsonDepth,
  };
  const app = createHttpShell({ logger: services.logger, bodyLimitBytes: config.bodyLimitBytes, metrics, tracing: services.tracing, edge });
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url, hidden });
  });
  await installOpenApi(app, { publicUrl: services.config.publicUrl, version: PITH_VERSION });
  for (const route of ROUTES) if (!only || only.includes(route.name)) await route.register(app, services);
  return app;
}

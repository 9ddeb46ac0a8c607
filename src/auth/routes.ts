/**
 * @module auth/routes
 * The sign-in routes: GET /auth/login, GET /auth/callback, GET+POST /auth/logout and
 * GET /api/me. Routes only parse, call and reply; the flow lives in relying-party,
 * sign-in-flow and session.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors/index.js';
import { escapeHtml, PAGE_HEADERS, renderPage } from './html.js';
import type { RelyingParty } from './relying-party.js';
import { assertCsrf, CSRF_HEADER, resolveSession, type SessionGuard, type UserLookup } from './require-session.js';
import type { SessionManager } from './session.js';
import { safeReturnTo, type SignInFlowCookie } from './sign-in-flow.js';
import type { MeReply } from './types.js';

export interface AuthRouteDeps {
  publicUrl: string;
  rp: RelyingParty;
  flows: SignInFlowCookie;
  sessions: SessionManager;
  guard: SessionGuard;
  users: UserLookup;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { publicUrl, rp, flows, sessions, guard, users } = deps;
  const publicOrigin = new URL(publicUrl).origin;

  app.get('/auth/login', async (request, reply) => {
    const returnTo = safeReturnTo((request.query as Record<string, unknown>).returnTo);
    const { url, checks } = await rp.start();
    flows.write(reply, checks, returnTo);
    return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  });

  app.get('/auth/callback', async (request, reply) => {
    const flow = flows.read(request);
    flows.clear(reply);
    reply.header('cache-control', 'no-store');
    if (!flow) {
      throw errors.signInExpired();
    }
    // The redirect_uri the provider saw is the public one, whatever Host this request came by.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const profile = await rp.finish(new URL(`${publicUrl}/auth/callback${query}`), flow);
    const user = await users.upsertUser(profile);
    sessions.issue(reply, user.id);
    request.log.info({ userId: user.id }, 'signed in');
    return reply.redirect(flow.returnTo, 303);
  });

  app.get('/api/me', { preHandler: guard.requireSession }, async (request, reply): Promise<MeReply> => {
    const claims = guard.claimsOf(request);
    const user = request.user;
    if (!claims || !user) throw errors.sessionRequired();
    reply.header('cache-control', 'no-store');
    return { id: user.id, email: user.email, name: user.name, csrfToken: sessions.csrfToken(claims) };
  });

  // GET never signs out (that would let any site log users out): it shows a confirmation
  // form whose POST carries the CSRF token, so sign-out works without JavaScript.
  app.get('/auth/logout', async (request, reply) => {
    const found = await resolveSession(request, sessions, users);
    const body = found
      ? `<form method="post" action="/auth/logout"><input type="hidden" name="csrf_token" value="${escapeHtml(sessions.csrfToken(found.claims))}"><button type="submit">Sign out</button></form>`
      : '<p>You are signed out.</p><p><a href="/auth/login">Sign in</a></p>';
    return reply.code(200).headers(PAGE_HEADERS).send(renderPage(found ? 'Sign out of Pith?' : 'Signed out', body));
  });

  // Encapsulated so the form parser exists only on this route, not on the lead's API routes.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/auth/logout', async (request, reply) => logout(request, reply));
  });

  async function logout(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const form = request.headers['content-type']?.startsWith(FORM_TYPE) === true;
    const claims = await sessions.read(request);
    if (claims) {
      const header = request.headers[CSRF_HEADER];
      const field = form ? (request.body as Record<string, unknown> | undefined)?.csrf_token : undefined;
      const presented = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
      assertCsrf(request, sessions, claims, publicOrigin, presented);
    }
    // Without a session there is nothing to protect; clearing stale cookies is harmless.
    await sessions.destroy(reply, claims);
    reply.header('cache-control', 'no-store');
    return form ? reply.redirect('/', 303) : reply.code(204).send();
  }
}

/**
 * @module test/auth/sign-in
 * Signs a user in through the real OpenID Connect flow of a running Pith server whose
 * identity provider is the embedded development one (or a provider with the same form):
 * /auth/login → provider's form → submit → consent → /auth/callback → session cookie.
 * For end-to-end tests of session routes (/api/keys, /api/me, …).
 */
import { browse, CookieJar, decodeHtml, type Hop } from './helpers/cookie-jar.js';

export interface SignedIn {
  /** Send as the `cookie` header on requests to `baseUrl`. */
  cookieHeader: string;
  /** Send as `x-csrf-token` on POST/PUT/PATCH/DELETE. */
  csrfToken: string;
}

export interface SignInDetails extends SignedIn {
  jar: CookieJar;
  hops: Hop[];
  me: { id: string; email: string | null; name: string | null; csrfToken: string };
}

export async function signIn(baseUrl: string, who: { email: string; name: string }): Promise<SignedIn> {
  const { cookieHeader, csrfToken } = await signInDetailed(baseUrl, who);
  return { cookieHeader, csrfToken };
}

export async function signInDetailed(
  baseUrl: string,
  who: { email: string; name: string },
  options: { returnTo?: string; jar?: CookieJar } = {},
): Promise<SignInDetails> {
  const jar = options.jar ?? new CookieJar();
  const hops: Hop[] = [];
  const login = new URL('/auth/login', baseUrl);
  if (options.returnTo) login.searchParams.set('returnTo', options.returnTo);
  const page = await browse(jar, login, {}, hops);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.response.status !== 200 || !action) {
    throw new Error(`expected the provider's sign-in form, got HTTP ${page.response.status} at ${page.url.href}`);
  }
  const form = new URLSearchParams({ email: who.email, name: who.name });
  const formUrl = new URL(decodeHtml(action), page.url);
  const done = await browse(jar, formUrl, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, hops);
  await done.response.arrayBuffer();
  const base = new URL(baseUrl);
  // Only Pith's own cookies: the provider's cookies share the host (cookies ignore ports).
  const cookieHeader = jar.matching(new URL('/', base)).filter((c) => c.name.startsWith('pith_')).map((c) => `${c.name}=${c.value}`).join('; ');
  if (!jar.get(base, 'pith_session')) throw new Error(`sign-in did not set a session: ${hops.map((h) => `${h.status} ${h.url}`).join(' → ')}`);
  const meResponse = await fetch(new URL('/api/me', base), { headers: { cookie: cookieHeader } });
  if (meResponse.status !== 200) throw new Error(`GET /api/me answered ${meResponse.status} after sign-in`);
  const me = (await meResponse.json()) as SignInDetails['me'];
  return { cookieHeader, csrfToken: me.csrfToken, jar, hops, me };
}

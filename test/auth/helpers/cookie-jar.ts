/**
 * @module test/auth/helpers/cookie-jar
 * A tiny browser stand-in for tests: a cookie jar (host + path scoped, Max-Age aware;
 * like browsers it ignores ports) and a fetch that follows redirects by hand through it.
 */
export interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expiresAt: number | undefined;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
}

export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  /** Stores the Set-Cookie lines of a response received from `url`. */
  store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) this.storeLine(url, line);
  }

  storeLine(url: URL, line: string): void {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const cookie: StoredCookie = {
      name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), host: url.hostname,
      path: defaultPath(url), expiresAt: undefined, httpOnly: false, secure: false, sameSite: undefined,
    };
    for (const attr of attrs) {
      const [k = '', v = ''] = attr.split('=').map((s) => s.trim());
      const key = k.toLowerCase();
      if (key === 'path') cookie.path = v || '/';
      else if (key === 'max-age') cookie.expiresAt = Date.now() + Number(v) * 1000;
      else if (key === 'expires' && cookie.expiresAt === undefined) cookie.expiresAt = Date.parse(v);
      else if (key === 'httponly') cookie.httpOnly = true;
      else if (key === 'secure') cookie.secure = true;
      else if (key === 'samesite') cookie.sameSite = v;
    }
    const id = `${cookie.host}|${cookie.path}|${cookie.name}`;
    if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) this.#cookies.delete(id);
    else this.#cookies.set(id, cookie);
  }

  /** The Cookie header a browser would send to `url`. */
  header(url: URL): string {
    return this.matching(url).map((c) => `${c.name}=${c.value}`).join('; ');
  }

  matching(url: URL): StoredCookie[] {
    const now = Date.now();
    return [...this.#cookies.values()].filter(
      (c) => c.host === url.hostname && pathMatches(url.pathname, c.path) && (c.expiresAt === undefined || c.expiresAt > now),
    );
  }

  get(url: URL, name: string): StoredCookie | undefined {
    return this.matching(url).find((c) => c.name === name);
  }
}

function defaultPath(url: URL): string {
  const i = url.pathname.lastIndexOf('/');
  return i <= 0 ? '/' : url.pathname.slice(0, i);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export interface Hop {
  url: string;
  status: number;
}

/** Decodes the entities HTML escapers emit (named, decimal and hex). */
export function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (named[e] ?? m));
}

/**
 * A page that submits its first form on load (OpenID form_post pages do, e.g. the
 * provider's switch-account logout): returns that POST, as a browser's script would send it.
 */
function autoSubmittedForm(html: string, pageUrl: URL): { url: URL; body: URLSearchParams } | undefined {
  if (!html.includes('document.forms[0].submit()')) return undefined;
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) return undefined;
  const body = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)) body.append(decodeHtml(m[1] ?? ''), decodeHtml(m[2] ?? ''));
  return { url: new URL(decodeHtml(action), pageUrl), body };
}

/**
 * Fetches `url` with the jar's cookies and follows redirects (303 → GET) like a browser,
 * recording each hop, and submits auto-submitting forms as a browser's script would.
 * Returns the final response.
 */
export async function browse(
  jar: CookieJar,
  url: string | URL,
  init: RequestInit = {},
  hops: Hop[] = [],
): Promise<{ response: Response; url: URL; hops: Hop[] }> {
  let current = new URL(url);
  let request: RequestInit = init;
  for (let i = 0; i < 20; i++) {
    const headers = new Headers(request.headers);
    const cookie = jar.header(current);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(current, { ...request, headers, redirect: 'manual' });
    jar.store(current, response);
    hops.push({ url: current.href, status: response.status });
    const location = response.headers.get('location');
    if (response.status === 200 && response.headers.get('content-type')?.includes('text/html')) {
      const html = await response.text();
      const next = autoSubmittedForm(html, current);
      if (!next) return { response: new Response(html, response), url: current, hops };
      current = next.url;
      request = { method: 'POST', body: next.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      continue;
    }
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: current, hops };
    await response.arrayBuffer();
    current = new URL(location, current);
    request = response.status === 307 || response.status === 308 ? request : { method: 'GET' };
  }
  throw new Error(`too many redirects: ${hops.map((h) => h.url).join(' → ')}`);
}

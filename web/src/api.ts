/**
 * @module web/api
 * The dashboard's only way to talk to the server: same-origin JSON, the session cookie,
 * the CSRF header on every state-changing call, and the server's error.message surfaced
 * as-is in an `ApiError`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
const unauthorizedListeners = new Set<() => void>();

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** Called when a request answers 401 (the session ended): the app shows sign-in again. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface ErrorShape {
  error?: { message?: string; code?: string | null; param?: string | null };
}

export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = csrfToken ?? readCookie('pith_csrf');
    if (token) headers['x-csrf-token'] = token;
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const err = (json as ErrorShape | undefined)?.error;
    const message = err?.message || `The request failed (HTTP ${res.status}).`;
    if (res.status === 401 && path !== '/api/me') unauthorizedListeners.forEach((l) => l());
    throw new ApiError(res.status, message, err?.code ?? null, err?.param ?? null);
  }
  return json as T;
}

export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return err instanceof Error ? err.message : String(err);
}

/**
 * @module auth/dev-idp/interactions
 * The development provider's interaction pages: a plain HTML form asking for an email
 * and a display name (no password — it is a development stand-in for a real identity
 * provider), and consent granted automatically, since the only client is Pith itself.
 * Raw node handlers: they run before and outside Fastify's body parsing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { escapeHtml, sendPage } from '../html.js';
import type { DevAccounts } from './accounts.js';

const FORM_LIMIT_BYTES = 8 * 1024;

export interface InteractionContext {
  provider: Provider;
  accounts: DevAccounts;
  /** Path prefix the provider is mounted under, e.g. `/oidc`. */
  mountPath: string;
}

export async function handleInteraction(ctx: InteractionContext, req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
  let details: InteractionDetails;
  try {
    details = await ctx.provider.interactionDetails(req, res);
  } catch {
    // Unknown or expired interaction (or its cookie is missing): nothing to resume.
    return sendPage(res, 400, 'Sign-in expired', '<p>This sign-in has expired. Go back to the application and start again.</p>');
  }
  if (details.uid !== uid) return sendPage(res, 400, 'Sign-in expired', '<p>This sign-in page is out of date. Start again.</p>');

  if (details.prompt.name === 'consent') return grantConsent(ctx, details, req, res);
  if (details.prompt.name !== 'login') return sendPage(res, 400, 'Unsupported request', '<p>This development provider supports sign-in only.</p>');
  if (req.method === 'POST') return submitLogin(ctx, details, req, res);
  return sendPage(res, 200, 'Sign in to Pith (development)', loginForm(ctx.mountPath, uid, '', '', ''));
}

async function submitLogin(ctx: InteractionContext, details: InteractionDetails, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  const email = (form?.get('email') ?? '').trim().toLowerCase();
  const name = (form?.get('name') ?? '').trim();
  if (!/^[^\s@]{1,64}@[^\s@]{1,189}$/.test(email) || name.length > 100) {
    const error = 'Enter a valid email address and a name of at most 100 characters.';
    return sendPage(res, 400, 'Sign in to Pith (development)', loginForm(ctx.mountPath, details.uid, email, name, error));
  }
  const accountId = ctx.accounts.remember(email, name || email.split('@')[0] || email);
  const returnTo = await ctx.provider.interactionResult(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  redirect(res, returnTo);
}

async function grantConsent(ctx: InteractionContext, details: InteractionDetails, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string') return sendPage(res, 400, 'Sign-in expired', '<p>Start again.</p>');
  const grant = (details.grantId ? await ctx.provider.Grant.find(details.grantId) : undefined) ?? new ctx.provider.Grant({ accountId, clientId });
  const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  const returnTo = await ctx.provider.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  redirect(res, returnTo);
}

function loginForm(mountPath: string, uid: string, email: string, name: string, error: string): string {
  return `<p class="warn">Development identity provider — not for production. No password: whoever types an email is that user.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${mountPath}/interaction/${uid}`)}">
<label>Email <input type="email" name="email" required autofocus value="${escapeHtml(email)}"></label>
<label>Display name <input type="text" name="name" maxlength="100" value="${escapeHtml(name)}"></label>
<button type="submit">Sign in</button>
</form>`;
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': '0', 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

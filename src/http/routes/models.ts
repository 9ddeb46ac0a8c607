/**
 * @module http/routes/models
 * `GET {base_url}/models`: what this gateway can route, in OpenAI's list shape — the
 * routing table's named models plus the models the caller's upstream reports (the default
 * upstream for router keys, the user's own for byok keys). An upstream that cannot be asked
 * is an error (502; refused credentials are `upstream_auth_failed`), never an empty list that
 * would look like "no models" — unless the routing table names models, which are then listed
 * alone (and the failure logged). Each upstream's list (successful answers only) is cached for a minute under a hash of its address
 * and key, so the cache never holds an upstream key; every byok key can bring an upstream of
 * its own, so the cache is bounded.
 */
import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors/index.js';
import { BoundedCache } from '../../lib/bounded-cache.js';
import type { KeyAuthenticator } from '../../keys/types.js';
import type { UpstreamClient } from '../../upstream/client.js';
import type { Router, UpstreamTarget } from '../../upstream/routing.js';
import { createKeyAuthHook } from '../key-auth.js';

interface ModelEntry {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

export interface ModelRouteDeps {
  keyAuth: KeyAuthenticator;
  upstream: UpstreamClient;
  router: Router;
}

export function registerModelRoutes(app: FastifyInstance, deps: ModelRouteDeps): void {
  const cache = new BoundedCache<string[]>({ maxEntries: 1000, ttlMs: 60_000 });

  async function upstreamModels(target: UpstreamTarget): Promise<string[]> {
    const cacheKey = hash('sha256', `${target.baseUrl}\n${target.apiKey ?? ''}`, 'base64url');
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const res = await deps.upstream.send({ target, path: '/models', method: 'GET', signal: AbortSignal.timeout(5000) });
    const text = await res.body.text();
    if (res.status === 401 || res.status === 403) throw errors.upstreamAuthFailed(res.status, target.untrusted ? 'byok' : 'operator', Boolean(target.apiKey));
    if (res.status !== 200) throw errors.upstreamBadResponse(`the model list answered HTTP ${res.status}`);
    let body: { data?: Array<{ id?: unknown }> };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw errors.upstreamBadResponse('the model list is not JSON');
    }
    if (!Array.isArray(body.data)) throw errors.upstreamBadResponse('the model list has no data array');
    const ids = body.data.map((m) => m.id).filter((id): id is string => typeof id === 'string');
    cache.set(cacheKey, ids);
    return ids;
  }

  app.get('/api/v1/models', { onRequest: createKeyAuthHook(deps.keyAuth) }, async (request) => {
    const key = request.apiKey!;
    const ids = new Set<string>();
    if (key.upstream) {
      for (const id of await upstreamModels({ ...key.upstream, untrusted: true }).catch((err: unknown) => Promise.reject(deps.upstream.classify(err)))) ids.add(id);
    } else {
      for (const id of deps.router.listableModels()) ids.add(id);
      try {
        for (const id of await upstreamModels(deps.router.defaultTarget())) ids.add(id);
      } catch (err) {
        const error = deps.upstream.classify(err);
        if (ids.size === 0) throw error;
        request.log.warn({ code: error.code }, 'the default upstream did not list its models; listing the routing table only');
      }
    }
    const data: ModelEntry[] = [...ids].sort().map((id) => ({ id, object: 'model', created: 0, owned_by: key.upstream ? 'byok' : 'pith' }));
    return { object: 'list', data };
  });
}

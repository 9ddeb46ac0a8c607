/**
 * `GET /api/openapi.json` documents every route the server registers — so a route added
 * later (a new front door) fails this test until it is documented — with its request schema
 * and the error responses in OpenAI's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, unknown>;
  security?: unknown[];
}
type Doc = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };

let gw: TestGateway;
let doc: Doc;
beforeAll(async () => {
  gw = await startGateway();
  const res = await fetch(`${gw.server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(async () => gw?.close());

/** Fastify's `/api/keys/:id` is OpenAPI's `/api/keys/{id}`; a wildcard `*` is `{*}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('documents every registered route with error responses', () => {
    const routes = gw.server.app.routeList.filter((r) => !r.hidden);
    // Only the UI's built files (one route each, made by @fastify/static) stay out of the document.
    expect(gw.server.app.routeList.filter((r) => r.hidden).every((r) => r.method === 'GET' && r.url.startsWith('/assets/'))).toBe(true);
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of routes) {
      const op = doc.paths[toOpenApiPath(r.url)]![r.method.toLowerCase()]!;
      expect(Object.keys(op.responses), `${r.method} ${r.url}`).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    expect(doc.openapi).toBe('3.1.0');
  });

  it('carries the schemas that validate requests', () => {
    const chat = doc.paths['/api/v1/chat/completions']!.post!;
    expect(Object.keys(chat.requestBody!.content['application/json']!.schema.properties!)).toEqual(expect.arrayContaining(['model', 'messages', 'temperature']));
    expect(chat.security).toEqual([{ apiKey: [] }]);
    const create = doc.paths['/api/keys']!.post!;
    expect(Object.keys(create.requestBody!.content['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['name', 'mode', 'rpmLimit', 'tpmLimit', 'budgetUsd', 'budgetPeriod']),
    );
    const requests = doc.paths['/api/requests']!.get!;
    expect(requests.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:keyId', 'query:status', 'query:cursor']));
    expect(requests.responses['200']).toBeDefined();
    expect(doc.paths['/api/keys/{id}']!.delete!.parameters!.map((p) => p.name)).toContain('id');
  });
});

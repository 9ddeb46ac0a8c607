/**
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a local OTLP/HTTP receiver gets a
 * server span per request that continues the caller's `traceparent`, carries the request id and
 * the completion's figures, and has child spans for the compression and the upstream call.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

let receiver: Server;
const spans: OtlpSpan[] = [];
let gw: TestGateway;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  gw = await startGateway({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await gw?.close();
  await new Promise((r) => receiver?.close(r));
});

const attr = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v && (v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue);
};

describe('OpenTelemetry traces', () => {
  it('exports a span per request, continuing the caller’s trace, with child spans', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'traced-1' },
      body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(200);
    await res.text();
    await gw.server.services.tracing.shutdown(); // exports what is pending
    const server = spans.find((s) => s.name === 'POST /api/v1/chat/completions');
    expect(server).toBeDefined();
    expect(server!.traceId).toBe(traceId);
    expect(server!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attr(server!, 'pith.request_id')).toBe('traced-1');
    expect(attr(server!, 'pith.model')).toBe('gpt-4o');
    expect(Number(attr(server!, 'http.response.status_code'))).toBe(200);
    const children = spans.filter((s) => s.parentSpanId === server!.spanId).map((s) => s.name).sort();
    expect(children).toEqual(['pith.compress', 'pith.upstream']);
  });
});

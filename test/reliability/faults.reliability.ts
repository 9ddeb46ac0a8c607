/**
 * Every fault of the faulty upstream × {JSON, stream} × two timeout settings, against the real
 * server: the documented status (or, once a stream has begun, the documented `error` event),
 * within the configured deadline (elapsed ≤ total upstream deadline + margin), the operator's
 * upstream key never in the answer, and the server healthy after (a normal request answers
 * 200). Outcomes that other issue-18 branches deliver are asserted with PITH_EXPECT_I18=1.
 * Results are printed as a table and written to artifacts/reliability-faults.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECT_I18 } from '../fuzz/fuzz-support.js';
import { FAULT_MODES, startFaultyUpstream, type FaultMode, type FaultyUpstream } from '../support/faulty-upstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { schemaErrors } from '../support/openapi.js';

const OPERATOR_KEY = 'sk-upstream-secret-for-tests';
const MARGIN_MS = 2_000;

interface Setting {
  label: string;
  idleMs: number;
  firstByteMs: number;
  totalMs: number;
}
const SETTINGS: Setting[] = [
  { label: 'short', idleMs: 1_000, firstByteMs: 1_000, totalMs: 3_000 },
  { label: 'long', idleMs: 2_000, firstByteMs: 2_000, totalMs: 6_000 },
];

/** What the contract documents for a fault: a status with a code, or a 200 stream ending in an error event with a code. */
interface Expected {
  status: number | number[];
  codes: string[];
  /** For a stream that has begun: the error event's code. */
  streamError?: string[];
  /** Delivered by another issue-18 branch: asserted only with PITH_EXPECT_I18=1. */
  i18?: boolean;
}

const TIMEOUT = ['upstream_timeout'];
const UNREACHABLE = ['upstream_unreachable', 'upstream_bad_response'];

function expected(mode: FaultMode, stream: boolean): Expected {
  switch (mode) {
    case 'hang-headers':
      return { status: 504, codes: TIMEOUT };
    case 'hang-body':
      return stream ? { status: 200, codes: [], streamError: TIMEOUT } : { status: 504, codes: TIMEOUT };
    case 'drip':
      // Idle never fires (a byte every 100 ms); only the total deadline ends it.
      return { status: stream ? [200, 504] : 504, codes: TIMEOUT, streamError: TIMEOUT, i18: true };
    case 'reset':
      return { status: 502, codes: UNREACHABLE };
    case 'reset-mid':
      return stream ? { status: 200, codes: [], streamError: UNREACHABLE } : { status: 502, codes: UNREACHABLE };
    case 'status-500':
    case 'status-502':
    case 'status-503':
    case 'status-503-ra':
    case 'status-429':
    case 'status-429-ra':
      // The vendor's status and error, relayed in OpenAI's shape (after any retries).
      return { status: Number(mode.slice(7, 10)), codes: [] };
    case 'malformed':
      return { status: 502, codes: ['upstream_bad_response'] };
    case 'long-line':
      // JSON has no lines: a 50 MB reply is under the 64 MiB reply cap. A 50 MB SSE line is past the 8 MiB line cap.
      return stream ? { status: 502, codes: ['upstream_reply_too_large'], i18: true } : { status: 200, codes: [] };
    case 'huge-body':
      return stream ? { status: 200, codes: [], streamError: ['upstream_reply_too_large'], i18: true } : { status: 502, codes: ['upstream_reply_too_large'], i18: true };
    case 'error-event':
      return stream ? { status: 200, codes: [], streamError: ['server_error'] } : { status: 502, codes: ['upstream_bad_response', 'server_error'] };
    case 'echo-auth-401':
      // The operator's key refused: Pith's own message, never the vendor's echo.
      return { status: 502, codes: ['upstream_auth_failed'] };
    case 'echo-auth-400':
      // Relayed, with the echoed credentials redacted.
      return { status: 400, codes: ['invalid_api_key'], i18: true };
  }
}

interface Outcome {
  setting: string;
  mode: string;
  stream: boolean;
  status: number;
  code: string | null;
  streamError: string | null;
  elapsedMs: number;
  deadlineMs: number;
  healthyAfter: boolean;
  asserted: boolean;
}
const outcomes: Outcome[] = [];

/** The code of the last `data:` event carrying an error, if any. */
function streamErrorCode(text: string): string | null {
  const events = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
  for (const data of events.reverse()) {
    if (data === '[DONE]') return null;
    try {
      const e = (JSON.parse(data) as { error?: { code?: string | null; type?: string } }).error;
      if (e) return e.code ?? e.type ?? 'error';
    } catch {
      return 'unparseable';
    }
  }
  return null;
}

for (const setting of SETTINGS) {
  describe(`faults with idle ${setting.idleMs} ms, first byte ${setting.firstByteMs} ms, total ${setting.totalMs} ms`, () => {
    let faulty: FaultyUpstream;
    let gw: TestGateway;
    beforeAll(async () => {
      faulty = await startFaultyUpstream();
      gw = await startGateway({
        PITH_UPSTREAM_BASE_URL: faulty.url,
        PITH_UPSTREAM_TIMEOUT_MS: String(setting.idleMs),
        PITH_UPSTREAM_FIRST_BYTE_TIMEOUT_MS: String(setting.firstByteMs),
        PITH_UPSTREAM_CONNECT_TIMEOUT_MS: String(setting.firstByteMs),
        PITH_UPSTREAM_TOTAL_TIMEOUT_MS: String(setting.totalMs),
        PITH_UPSTREAM_RETRY_MAX_WAIT_MS: '1000',
        // Generous rate limits: the suite sends many requests from one key.
        PITH_DEFAULT_RPM_LIMIT: '1000000',
      });
    });
    afterAll(async () => {
      await gw?.close();
      await faulty?.close();
    });

    const post = async (model: string, stream: boolean) => {
      const started = performance.now();
      const res = await fetch(`${gw.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, stream, messages: [{ role: 'user', content: 'hello' }] }),
      });
      const text = await res.text();
      return { status: res.status, text, elapsedMs: Math.round(performance.now() - started) };
    };

    for (const mode of FAULT_MODES) {
      for (const stream of [false, true]) {
        const want = expected(mode, stream);
        const run = want.i18 && !EXPECT_I18 ? it.skip : it;
        run(`${mode}, ${stream ? 'stream' : 'JSON'} → ${[want.status].flat().join('/')} ${[...want.codes, ...(want.streamError ?? [])].join('/')}`, async () => {
          const deadlineMs = setting.totalMs + MARGIN_MS;
          const reply = await post(`fault-${mode}`, stream);
          const streamError = reply.status === 200 && stream ? streamErrorCode(reply.text) : null;
          let code: string | null = null;
          if (reply.status !== 200) {
            const body = JSON.parse(reply.text) as { error: { code: string | null } };
            expect(schemaErrors('ErrorResponse', body), reply.text.slice(0, 300)).toEqual([]);
            code = body.error.code;
          }
          const healthy = await post('normal', stream);
          outcomes.push({ setting: setting.label, mode, stream, status: reply.status, code, streamError, elapsedMs: reply.elapsedMs, deadlineMs, healthyAfter: healthy.status === 200, asserted: true });

          expect([want.status].flat(), reply.text.slice(0, 300)).toContain(reply.status);
          if (reply.status !== 200 && want.codes.length > 0) expect(want.codes).toContain(code);
          if (reply.status === 200 && want.streamError) expect(want.streamError).toContain(streamError);
          if (reply.status === 200 && !want.streamError && stream) expect(reply.text.trimEnd().endsWith('data: [DONE]')).toBe(true);
          expect(reply.text).not.toContain(OPERATOR_KEY);
          expect(reply.elapsedMs, `answered in ${reply.elapsedMs} ms`).toBeLessThanOrEqual(deadlineMs);
          expect(healthy.status, healthy.text.slice(0, 200)).toBe(200);
          expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
        });
      }
    }
  });
}

afterAll(() => {
  mkdirSync('artifacts', { recursive: true });
  writeFileSync('artifacts/reliability-faults.json', JSON.stringify(outcomes, null, 2));
  console.log(`\n${outcomes.length} fault cases run (PITH_EXPECT_I18=${EXPECT_I18 ? '1' : 'unset'})`);
  console.table(outcomes.map((o) => ({ setting: o.setting, mode: o.mode, stream: o.stream, status: o.status, code: o.code ?? o.streamError ?? '', ms: o.elapsedMs, deadline: o.deadlineMs, healthy: o.healthyAfter })));
});

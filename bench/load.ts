/**
 * @module bench/load
 * A small closed-loop load generator on undici's Pool: `connections` loops, each sending
 * its next request when the previous one is answered, for a fixed time. Latencies are
 * kept with microsecond resolution (autocannon rounds to whole milliseconds).
 */
import { Pool } from 'undici';

export interface LoadOptions {
  url: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(o.url, { connections: o.connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + o.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ path: o.path, method: 'POST', headers: o.headers, body: o.body });
        await res.body.dump();
        if (res.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: o.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const sorted = Float64Array.from(latencies).sort();
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * @module web/pages/usage-page
 * Usage: requests, prompt tokens before/after, tokens and estimated money saved — overall
 * or for one key — over a date range, as summary figures, charts and a per-key table.
 */
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { api, errorMessage } from '../api.js';
import { KeySelect } from '../components/key-select.js';
import { Empty, ErrorBox, Loading } from '../components/status.js';
import { UsageChart } from '../components/usage-chart.js';
import { formatInt, formatPercent, formatUsd, fromDateInput, toDateInput } from '../format.js';
import type { KeyItem, UsageSummary } from '../types.js';
import { UsageTable } from './usage-table.js';

type Pricing = { source: 'defaults' | 'file'; fallbackUsdPerMillion: number };
type UsageReply = UsageSummary & { pricing?: Pricing };

const PRESETS: Array<{ label: string; days: number }> = [
  { label: 'Today', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
];

function rangeForDays(days: number): { from: string; to: string } {
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: toDateInput(start), to: toDateInput(today) };
}

const usdTick = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 3 });
const formatUsdTick = (n: number) => usdTick.format(n);
const compact = (n: number) => (Math.abs(n) >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : Math.abs(n) >= 1e4 ? `${Math.round(n / 1e3)}k` : formatInt(n));

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div class="stat">
      <dt>{label}</dt>
      <dd>
        <span class="stat-value">{value}</span>
        {detail && <span class="stat-detail">{detail}</span>}
      </dd>
    </div>
  );
}

export function UsagePage() {
  const [range, setRange] = useState(() => rangeForDays(7));
  const [keyId, setKeyId] = useState('');
  const [keys, setKeys] = useState<KeyItem[]>([]);
  const [data, setData] = useState<UsageReply | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<KeyItem[]>('GET', '/api/keys').then(setKeys, () => setKeys([]));
  }, []);

  const rangeError = range.from && range.to && range.from > range.to ? 'The start date must not be after the end date.' : null;

  const load = useCallback(async () => {
    if (!range.from || !range.to || range.from > range.to) return;
    const from = fromDateInput(range.from);
    const toDay = fromDateInput(range.to);
    const to = new Date(toDay.getFullYear(), toDay.getMonth(), toDay.getDate() + 1);
    const params = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
    if (keyId) params.set('keyId', keyId);
    setLoading(true);
    setError(null);
    try {
      setData(await api<UsageReply>('GET', `/api/usage?${params}`));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  }, [range, keyId]);
  useEffect(() => void load(), [load]);

  const chart = useMemo(() => {
    if (!data) return null;
    const times = data.series.map((p) => Date.parse(p.bucketStart) / 1000);
    return {
      times,
      tokens: [
        { label: 'Before compression', color: '#8a4b08', values: data.series.map((p) => p.promptTokensOriginal) },
        { label: 'Sent upstream', color: '#1f5f4a', fill: 'rgba(31,95,74,0.12)', values: data.series.map((p) => p.promptTokens) },
      ],
      requests: [
        { label: 'Requests', color: '#2a4d8f', values: data.series.map((p) => p.requests) },
        { label: 'Errors', color: '#b3261e', values: data.series.map((p) => p.errors) },
      ],
      money: [{ label: 'Saved (USD)', color: '#1f5f4a', fill: 'rgba(31,95,74,0.12)', values: data.series.map((p) => p.savedUsd) }],
    };
  }, [data]);

  const t = data?.totals;
  const unit = data?.bucket === 'hour' ? 'hour' : 'day';
  return (
    <>
      <h1 id="page-title" tabIndex={-1}>
        Usage
      </h1>
      <form class="card filters" onSubmit={(e) => e.preventDefault()} aria-label="Usage filters">
        <div class="presets" role="group" aria-label="Quick ranges">
          {PRESETS.map((p) => {
            const r = rangeForDays(p.days);
            const active = r.from === range.from && r.to === range.to;
            return (
              <button key={p.label} type="button" class={`btn btn-chip${active ? ' is-active' : ''}`} aria-pressed={active} onClick={() => setRange(r)}>
                {p.label}
              </button>
            );
          })}
        </div>
        <div class="field">
          <label for="usage-from">From</label>
          <input id="usage-from" type="date" value={range.from} max={range.to} onChange={(e) => setRange({ ...range, from: e.currentTarget.value })} aria-invalid={rangeError ? true : undefined} aria-describedby={rangeError ? 'usage-range-error' : undefined} />
        </div>
        <div class="field">
          <label for="usage-to">To</label>
          <input id="usage-to" type="date" value={range.to} min={range.from} onChange={(e) => setRange({ ...range, to: e.currentTarget.value })} />
        </div>
        <KeySelect id="usage-key" keys={keys} value={keyId} onChange={setKeyId} />
        <button type="button" class="btn btn-secondary" onClick={() => void load()} disabled={loading}>
          Refresh
        </button>
        {rangeError && (
          <p id="usage-range-error" class="field-error" role="alert">
            {rangeError}
          </p>
        )}
      </form>
      <div aria-live="polite" aria-busy={loading}>
        {error ? (
          <ErrorBox message={error} onRetry={load} />
        ) : !data || !t || !chart ? (
          <Loading label="Loading usage…" />
        ) : (
          <>
            {loading && <Loading label="Updating…" />}
            <dl class="stats">
              <Stat label="Requests" value={formatInt(t.requests)} detail={t.errors ? `${formatInt(t.errors)} failed` : undefined} />
              <Stat label="Prompt tokens before" value={formatInt(t.promptTokensOriginal)} />
              <Stat label="Prompt tokens after" value={formatInt(t.promptTokens)} />
              <Stat label="Tokens saved" value={formatInt(t.tokensSaved)} detail={formatPercent(t.tokensSaved, t.promptTokensOriginal)} />
              <Stat label="Cached prompt tokens" value={formatInt(t.cachedTokens)} detail={`${formatPercent(t.cachedTokens, t.promptTokens)} of those sent`} />
              <Stat label="Estimated money saved" value={formatUsd(t.savedUsd)} detail={data.pricing?.source === 'defaults' ? 'at default list prices' : 'at your price list'} />
              <Stat label="Saved net of caching" value={formatUsd(t.savedUsdNetOfCaching)} detail="beyond what prompt caching saves anyway" />
            </dl>
            {t.requests === 0 ? (
              <Empty title="No requests in this range.">
                <p>Send a chat completion with one of your keys and it will show up here within seconds.</p>
              </Empty>
            ) : (
              <div class="charts">
                <UsageChart title={`Prompt tokens per ${unit}`} summary={`${formatInt(t.promptTokensOriginal)} tokens before compression, ${formatInt(t.promptTokens)} sent upstream.`} times={chart.times} series={chart.tokens} format={compact} integer />
                <UsageChart title={`Requests per ${unit}`} summary={`${formatInt(t.requests)} requests, ${formatInt(t.errors)} failed.`} times={chart.times} series={chart.requests} format={compact} integer />
                <UsageChart title={`Estimated money saved per ${unit}`} summary={`${formatUsd(t.savedUsd)} saved in total.`} times={chart.times} series={chart.money} format={formatUsdTick} />
              </div>
            )}
            <UsageTable rows={data.keys} />
            {data.pricing?.source === 'defaults' && (
              <p class="hint">
                Money saved is estimated from built-in default list prices per model (unknown models at ${data.pricing.fallbackUsdPerMillion}/1M prompt tokens). Your operator can set real prices with
                PITH_PRICES_FILE.
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}

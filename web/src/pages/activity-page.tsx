/**
 * @module web/pages/activity-page
 * Activity: the signed-in user's recent requests, newest first — time, key, model, status (with
 * its error code, e.g. a key over its budget), stream, prompt tokens before and after
 * compression, cached tokens, cost, latency and request id — filtered by key, status, model and
 * date range, a page at a time ("Load older"). A line says whether the gateway keeps request
 * bodies (the operator's opt-in); clicking a row opens the request's detail: its bodies — as
 * received, as sent upstream, the reply — or a note saying why there are none.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, errorMessage } from '../api.js';
import { KeySelect } from '../components/key-select.js';
import { Empty, ErrorBox, Loading } from '../components/status.js';
import { formatInt, formatUsd, fromDateInput, fullDate } from '../format.js';
import type { KeyItem, RequestDetail, RequestItem, RequestsPage } from '../types.js';

const STATUSES = [
  { value: '', label: 'Any status' },
  { value: '2xx', label: 'Succeeded (2xx)' },
  { value: '4xx', label: 'Refused (4xx)' },
  { value: '429', label: 'Limited (429)' },
  { value: '5xx', label: 'Failed (5xx)' },
];

interface Filters {
  keyId: string;
  status: string;
  model: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { keyId: '', status: '', model: '', from: '', to: '' };

function queryOf(f: Filters, cursor?: string): string {
  const params = new URLSearchParams({ limit: '50' });
  if (f.keyId) params.set('keyId', f.keyId);
  if (f.status) params.set('status', f.status);
  if (f.model.trim()) params.set('model', f.model.trim());
  if (f.from) params.set('from', fromDateInput(f.from).toISOString());
  if (f.to) {
    const day = fromDateInput(f.to);
    params.set('to', new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).toISOString());
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

function StatusCell({ item }: { item: RequestItem }) {
  const ok = item.status < 400;
  return (
    <span class={ok ? 'status-ok' : 'status-bad'}>
      {item.status}
      {item.errorCode && <span class="muted"> {item.errorCode}</span>}
    </span>
  );
}

/** JSON indented for reading; anything else (reply text, a body cut short) as it is. */
function readable(text: string): string {
  if (!/^\s*[{[]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function Body({ title, text, missing }: { title: string; text: string | null; missing: string }) {
  return (
    <section class="request-body">
      <h3>{title}</h3>
      {text === null ? <p class="muted">{missing}</p> : <pre tabIndex={0}>{readable(text)}</pre>}
    </section>
  );
}

/** One request's detail: its bodies when they were kept, else why there are none. */
function RequestDetailPanel({ requestId, onClose }: { requestId: string; onClose(): void }) {
  const [detail, setDetail] = useState<RequestDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setDetail(null);
    setError(null);
    api<RequestDetail>('GET', `/api/requests/${encodeURIComponent(requestId)}`).then(setDetail, (err: unknown) => setError(errorMessage(err)));
  }, [requestId]);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [requestId, detail]);
  return (
    <section class="card request-detail" aria-labelledby="request-detail-title">
      <div class="request-detail-head">
        <h2 id="request-detail-title" ref={heading} tabIndex={-1}>
          Request <code class="request-id">{requestId}</code>
        </h2>
        <button type="button" class="btn btn-secondary btn-small" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? (
        <ErrorBox message={error} />
      ) : detail === null ? (
        <Loading label="Loading the request…" />
      ) : (
        <>
          <p class="muted">
            <time dateTime={detail.time}>{fullDate(detail.time)}</time> · {detail.model} · status {detail.status}
            {detail.errorCode ? ` (${detail.errorCode})` : ''} · {detail.stream ? 'streamed' : 'not streamed'} · {detail.keyName ?? detail.keyId}
          </p>
          {detail.bodies ? (
            <>
              <Body title="Request as received" text={detail.bodies.received} missing="" />
              <Body title="Request as sent upstream (compressed)" text={detail.bodies.sent} missing="Not sent upstream: the request was refused before." />
              <Body title="Reply" text={detail.bodies.reply} missing="No reply was written." />
            </>
          ) : (
            <p class="note" data-testid="bodies-note">
              {detail.bodiesKept
                ? 'No bodies were kept for this request: it was made while they were off, or they are still being written.'
                : 'Bodies are off: this gateway keeps only the figures above, never prompts or replies. An operator can turn them on with PITH_REQUEST_LOG_BODIES=true.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ActivityTable({ rows, onOpen }: { rows: RequestItem[]; onOpen(requestId: string): void }) {
  return (
    <div class="table-wrap">
      <table class="table activity-table">
        <caption class="visually-hidden">Recent requests, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Key</th>
            <th scope="col">Model</th>
            <th scope="col">Status</th>
            <th scope="col">Stream</th>
            <th scope="col" class="num">Tokens before → after</th>
            <th scope="col" class="num">Cached</th>
            <th scope="col" class="num">Cost</th>
            <th scope="col" class="num">Latency</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} class="clickable" onClick={() => onOpen(r.requestId)}>
              <td data-label="Time">
                <time dateTime={r.time}>{fullDate(r.time)}</time>
              </td>
              <td data-label="Key">{r.keyName ?? <code class="muted">{r.keyId.slice(0, 8)}</code>}</td>
              <td data-label="Model">{r.model}</td>
              <td data-label="Status">
                <StatusCell item={r} />
              </td>
              <td data-label="Stream">{r.stream ? 'yes' : 'no'}</td>
              <td data-label="Tokens before → after" class="num">
                {formatInt(Math.max(0, r.promptTokensOriginal))} → {formatInt(Math.max(0, r.promptTokens))}
              </td>
              <td data-label="Cached" class="num">{formatInt(r.cachedTokens)}</td>
              <td data-label="Cost" class="num">{formatUsd(r.costUsd)}</td>
              <td data-label="Latency" class="num">{formatInt(r.latencyMs)} ms</td>
              <td data-label="Request id">
                <button type="button" class="link-button" title="Show this request" onClick={(e) => (e.stopPropagation(), onOpen(r.requestId))}>
                  <code class="request-id">{r.requestId}</code>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActivityPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [keys, setKeys] = useState<KeyItem[]>([]);
  const [rows, setRows] = useState<RequestItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const [modelDraft, setModelDraft] = useState('');
  const [bodiesKept, setBodiesKept] = useState<boolean | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    api<KeyItem[]>('GET', '/api/keys').then(setKeys, () => setKeys([]));
  }, []);
  // The model filter applies as one types, once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.model === modelDraft ? f : { ...f, model: modelDraft })), 300);
    return () => clearTimeout(timer);
  }, [modelDraft]);

  const load = useCallback(
    async (more?: string) => {
      setLoading(true);
      setError(null);
      try {
        const page = await api<RequestsPage>('GET', `/api/requests?${queryOf(filters, more)}`);
        setRows((before) => (more && before ? [...before, ...page.data] : page.data));
        setCursor(page.nextCursor);
        setBodiesKept(page.bodiesKept);
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        setLoading(false);
      }
    },
    [filters],
  );
  useEffect(() => void load(), [load]);

  const set = (field: keyof Filters) => (e: { currentTarget: { value: string } }) => setFilters({ ...filters, [field]: e.currentTarget.value });
  return (
    <>
      <h1 id="page-title" tabIndex={-1}>
        Activity
      </h1>
      {bodiesKept !== null && (
        <p class="bodies-status" data-testid="bodies-status">
          {bodiesKept
            ? 'Request bodies are kept: each request’s prompt (as received and as sent upstream) and reply, secrets redacted, until retention removes them. Click a request to see them.'
            : 'Metadata only: prompts and replies are not stored on this gateway (request bodies are off).'}
        </p>
      )}
      {open && <RequestDetailPanel requestId={open} onClose={() => setOpen(null)} />}
      <form class="card filters" onSubmit={(e) => e.preventDefault()} aria-label="Activity filters">
        <KeySelect id="activity-key" keys={keys} value={filters.keyId} onChange={(keyId) => setFilters({ ...filters, keyId })} />
        <div class="field">
          <label for="activity-status">Status</label>
          <select id="activity-status" value={filters.status} onChange={set('status')}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="activity-model">Model</label>
          <input id="activity-model" type="text" value={modelDraft} placeholder="any" onInput={(e) => setModelDraft(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="activity-from">From</label>
          <input id="activity-from" type="date" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
        </div>
        <div class="field">
          <label for="activity-to">To</label>
          <input id="activity-to" type="date" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
        </div>
        <button type="button" class="btn btn-secondary" onClick={() => void load()} disabled={loading}>
          Refresh
        </button>
      </form>
      <div aria-live="polite" aria-busy={loading}>
        {error ? (
          <ErrorBox message={error} onRetry={() => void load()} />
        ) : rows === null ? (
          <Loading label="Loading requests…" />
        ) : rows.length === 0 ? (
          <Empty title="No requests match.">
            <p>
              Requests made with your keys show up here within seconds.
              {bodiesKept ? ' Their prompts and replies are kept too (secrets redacted).' : ' Prompts and replies are not stored, only these figures.'}
            </p>
          </Empty>
        ) : (
          <>
            <ActivityTable rows={rows} onOpen={setOpen} />
            {cursor && (
              <p class="load-more">
                <button type="button" class="btn btn-secondary" onClick={() => void load(cursor)} disabled={loading}>
                  Load older requests
                </button>
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}

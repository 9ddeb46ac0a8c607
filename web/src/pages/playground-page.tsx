/**
 * @module web/pages/playground-page
 * Playground: paste a prompt or a whole chat request, pick a level, and see what Pith would
 * send upstream — side by side, differences highlighted, with tokens and time. No upstream call.
 */
import { useMemo, useState } from 'preact/hooks';
import { api, errorMessage } from '../api.js';
import { DiffView } from '../components/diff-view.js';
import { ErrorBox, Loading } from '../components/status.js';
import { diffText } from '../diff.js';
import { formatInt, formatPercent } from '../format.js';
import { parsePlaygroundInput, requestToText } from '../transcript.js';
import { COMPRESSION_LEVELS, type CompressionLevel, type CompressResult } from '../types.js';

const EXAMPLE_LOG = Array.from({ length: 30 }, (_, i) => `2025-01-01T10:00:${String(i).padStart(2, '0')}Z INFO worker-${i % 3} heartbeat ok   `).join('\n');
const EXAMPLE = JSON.stringify(
  {
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system', content: 'You are a helpful SRE assistant.   \n\n\n\nAnswer briefly.' },
      { role: 'user', content: `Summarise the log below:\n\n${EXAMPLE_LOG}\nERROR disk full on /var/lib/postgres\n\nWhat failed, and when?` },
    ],
  },
  null,
  2,
);

function asText(value: CompressResult['original']): string {
  return typeof value === 'string' ? value : requestToText(value);
}

export function PlaygroundPage() {
  const [input, setInput] = useState('');
  const [level, setLevel] = useState<CompressionLevel>('balanced');
  const [result, setResult] = useState<CompressResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = useMemo(() => parsePlaygroundInput(input), [input]);
  const ops = useMemo(() => (result ? diffText(asText(result.original), asText(result.compressed)) : []), [result]);

  const run = async (event?: Event) => {
    event?.preventDefault();
    setError(null);
    if (parsed.kind === 'invalid') {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    try {
      const body = parsed.kind === 'prompt' ? { prompt: parsed.prompt, level } : { request: parsed.request, level };
      setResult(await api<CompressResult>('POST', '/api/compress', body));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const saved = result ? result.tokensBefore - result.tokensAfter : 0;
  return (
    <>
      <h1 id="page-title" tabIndex={-1}>
        Playground
      </h1>
      <p class="lede">See exactly what Pith would send upstream. Nothing is forwarded to a model.</p>
      <form class="card form" onSubmit={run} aria-label="Compress a prompt">
        <div class="field">
          <div class="label-row">
            <label for="pg-input">Prompt or chat-completion request (JSON)</label>
            <button type="button" class="btn btn-link" onClick={() => setInput(EXAMPLE)}>
              Load an example
            </button>
          </div>
          <textarea
            id="pg-input"
            class="mono"
            rows={10}
            spellcheck={false}
            value={input}
            aria-describedby="pg-kind"
            onInput={(e) => setInput(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
            }}
          />
          <p id="pg-kind" class="hint">
            {parsed.kind === 'request'
              ? `Detected a chat request with ${parsed.request.messages.length} message(s).`
              : parsed.kind === 'prompt'
                ? 'Detected plain text: compressed as one user message (gpt-4o tokenizer).'
                : 'Text starting with { is read as a request JSON. Ctrl+Enter compresses.'}
          </p>
        </div>
        <div class="form-row">
          <div class="field">
            <label for="pg-level">Level</label>
            <select id="pg-level" value={level} onChange={(e) => setLevel(e.currentTarget.value as CompressionLevel)}>
              {COMPRESSION_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" class="btn btn-primary" disabled={busy}>
            {busy ? 'Compressing…' : 'Compress'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error && <ErrorBox message={error} />}
        {busy && !result && <Loading label="Compressing…" />}
        {result && (
          <section class="section" aria-labelledby="pg-result-title">
            <h2 id="pg-result-title">Result</h2>
            <dl class="stats stats-inline">
              <div class="stat">
                <dt>Tokens</dt>
                <dd>
                  <span class="stat-value" data-testid="pg-tokens">
                    {formatInt(result.tokensBefore)} → {formatInt(result.tokensAfter)}
                  </span>
                  <span class="stat-detail">
                    {saved > 0 ? `${formatInt(saved)} saved (${formatPercent(saved, result.tokensBefore)})` : 'no change'}
                  </span>
                </dd>
              </div>
              <div class="stat">
                <dt>Time</dt>
                <dd>
                  <span class="stat-value">{result.ms.toFixed(1)} ms</span>
                  {result.timedOut && <span class="stat-detail">stopped at the time budget</span>}
                </dd>
              </div>
              <div class="stat">
                <dt>Transforms</dt>
                <dd>
                  <span class="stat-value stat-small">{result.transforms.length ? result.transforms.join(', ') : 'none'}</span>
                  <span class="stat-detail">level {result.level}</span>
                </dd>
              </div>
            </dl>
            <p class="legend">
              <del>removed</del> <ins>added</ins>
            </p>
            <DiffView ops={ops} />
            {typeof result.compressed !== 'string' && (
              <details class="raw">
                <summary>Compressed request JSON</summary>
                <pre class="mono" tabIndex={0}>
                  {JSON.stringify(result.compressed, null, 2)}
                </pre>
              </details>
            )}
          </section>
        )}
      </div>
    </>
  );
}

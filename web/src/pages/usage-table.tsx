/** @module web/pages/usage-table — per-key usage totals for the selected range. */
import { Empty } from '../components/status.js';
import { formatInt, formatPercent, formatUsd } from '../format.js';
import type { KeyUsage } from '../types.js';

export function UsageTable({ rows }: { rows: KeyUsage[] }) {
  return (
    <section class="section" aria-labelledby="per-key-title">
      <h2 id="per-key-title">Per key</h2>
      {rows.length === 0 ? (
        <Empty title="No keys yet." />
      ) : (
        <div class="table-wrap">
          <table class="table usage-table">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col" class="num">Requests</th>
                <th scope="col" class="num">Tokens before</th>
                <th scope="col" class="num">Tokens after</th>
                <th scope="col" class="num">Saved</th>
                <th scope="col" class="num">Cached</th>
                <th scope="col" class="num">Est. saved</th>
                <th scope="col" class="num">Net of caching</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.keyId} class={r.isActive ? '' : 'revoked'}>
                  <td data-label="Key">
                    <span>
                      {r.name} <code class="muted">{r.keyPrefix}…</code>
                    </span>
                  </td>
                  <td data-label="Requests" class="num">{formatInt(r.requests)}</td>
                  <td data-label="Tokens before" class="num">{formatInt(r.promptTokensOriginal)}</td>
                  <td data-label="Tokens after" class="num">{formatInt(r.promptTokens)}</td>
                  <td data-label="Saved" class="num">
                    <span>
                      {formatInt(r.tokensSaved)} <span class="muted">({formatPercent(r.tokensSaved, r.promptTokensOriginal)})</span>
                    </span>
                  </td>
                  <td data-label="Cached" class="num">{formatInt(r.cachedTokens)}</td>
                  <td data-label="Est. saved" class="num">{formatUsd(r.savedUsd)}</td>
                  <td data-label="Net of caching" class="num">{formatUsd(r.savedUsdNetOfCaching)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * @module web/pages/key-table
 * The key list: sortable columns, relative times, revoked keys kept and greyed.
 * On narrow screens each row becomes a card (labels from data-label).
 */
import { useState } from 'preact/hooks';
import { fullDate, relativeTime } from '../format.js';
import type { KeyItem } from '../types.js';

type SortField = 'name' | 'keyPrefix' | 'mode' | 'isActive' | 'createdAt' | 'lastUsedAt';
interface Sort {
  field: SortField;
  dir: 1 | -1;
}

const COLUMNS: Array<{ field: SortField; label: string }> = [
  { field: 'name', label: 'Name' },
  { field: 'keyPrefix', label: 'Key' },
  { field: 'mode', label: 'Mode' },
  { field: 'isActive', label: 'Status' },
  { field: 'createdAt', label: 'Created' },
  { field: 'lastUsedAt', label: 'Last used' },
];

function compare(a: KeyItem, b: KeyItem, field: SortField): number {
  const x = a[field];
  const y = b[field];
  if (x === y) return 0;
  if (x === null || x === undefined) return -1;
  if (y === null || y === undefined) return 1;
  if (typeof x === 'boolean') return x ? 1 : -1;
  return String(x).localeCompare(String(y));
}

export function sortKeys(keys: readonly KeyItem[], sort: Sort): KeyItem[] {
  return [...keys].sort((a, b) => compare(a, b, sort.field) * sort.dir || b.createdAt.localeCompare(a.createdAt));
}

function When({ iso }: { iso: string | null }) {
  if (!iso) return <span class="muted">Never</span>;
  return (
    <time dateTime={iso} title={fullDate(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

export function KeyTable({ keys, onRevoke }: { keys: KeyItem[]; onRevoke: (key: KeyItem) => void }) {
  const [sort, setSort] = useState<Sort>({ field: 'createdAt', dir: -1 });
  const rows = sortKeys(keys, sort);
  const toggle = (field: SortField) =>
    setSort((s) => (s.field === field ? { field, dir: s.dir === 1 ? -1 : 1 } : { field, dir: field === 'createdAt' || field === 'lastUsedAt' ? -1 : 1 }));
  return (
    <>
      <div class="mobile-sort">
        <label for="key-sort">Sort by</label>
        <select
          id="key-sort"
          value={`${sort.field}:${sort.dir}`}
          onChange={(e) => {
            const [field, dir] = e.currentTarget.value.split(':');
            setSort({ field: field as SortField, dir: dir === '1' ? 1 : -1 });
          }}
        >
          {COLUMNS.flatMap((c) => [
            <option key={`${c.field}:1`} value={`${c.field}:1`}>
              {c.label} ▲
            </option>,
            <option key={`${c.field}:-1`} value={`${c.field}:-1`}>
              {c.label} ▼
            </option>,
          ])}
        </select>
      </div>
    <div class="table-wrap">
      <table class="table keys-table">
        <caption class="visually-hidden">Your API keys; column headers sort the table</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.field} scope="col" aria-sort={sort.field === c.field ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
                <button type="button" class="sort" onClick={() => toggle(c.field)}>
                  {c.label}
                  <span class="sort-mark" aria-hidden="true">
                    {sort.field === c.field ? (sort.dir === 1 ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((k) => (
            <tr key={k.id} class={k.isActive ? '' : 'revoked'} data-key-id={k.id}>
              <td data-label="Name" class="key-name">
                {k.name}
              </td>
              <td data-label="Key">
                <code>{k.keyPrefix}…</code>
              </td>
              <td data-label="Mode">
                <span>
                  {k.mode === 'byok' ? 'BYOK' : 'Router'}
                  {limitsSummary(k) && <span class="muted key-limits"> · {limitsSummary(k)}</span>}
                </span>
              </td>
              <td data-label="Status">
                <span class={`badge ${k.isActive ? 'badge-ok' : 'badge-off'}`}>{k.isActive ? 'Active' : 'Revoked'}</span>
              </td>
              <td data-label="Created">
                <When iso={k.createdAt} />
              </td>
              <td data-label="Last used">
                <When iso={k.lastUsedAt} />
              </td>
              <td class="actions">
                {k.isActive && (
                  <button type="button" class="btn btn-danger-outline btn-small" onClick={() => onRevoke(k)} aria-label={`Revoke key ${k.name}`}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}

/** A key's own limits in a few words ("60 rpm · $5/day"), or empty when it has none of its own. */
export function limitsSummary(k: Pick<KeyItem, 'rpmLimit' | 'tpmLimit' | 'budgetUsd' | 'budgetPeriod'>): string {
  const parts: string[] = [];
  if (k.rpmLimit !== null) parts.push(`${k.rpmLimit} rpm`);
  if (k.tpmLimit !== null) parts.push(`${k.tpmLimit} tpm`);
  if (k.budgetUsd !== null) parts.push(`$${k.budgetUsd}/${k.budgetPeriod ?? 'month'}`);
  return parts.join(' · ');
}

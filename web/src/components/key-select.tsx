/** @module web/components/key-select — the "Key" filter of the usage and activity pages: all keys, or one (revoked ones marked). */
import type { KeyItem } from '../types.js';

export function KeySelect({ id, keys, value, onChange }: { id: string; keys: KeyItem[]; value: string; onChange: (keyId: string) => void }) {
  return (
    <div class="field">
      <label for={id}>Key</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">All keys</option>
        {keys.map((k) => (
          <option key={k.id} value={k.id}>
            {k.name} ({k.keyPrefix}…){k.isActive ? '' : ' — revoked'}
          </option>
        ))}
      </select>
    </div>
  );
}

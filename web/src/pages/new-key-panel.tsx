/**
 * @module web/pages/new-key-panel
 * The one moment a full key is visible (spec 5 rule 2): shown with a copy button and a
 * plain warning, then gone for good when dismissed.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CreatedKey } from '../types.js';

async function copyText(text: string, fallbackInput: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    fallbackInput?.select();
    return false;
  }
}

export function NewKeyPanel({ created, name, onDone }: { created: CreatedKey; name: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
  useEffect(() => heading.current?.focus(), []);
  const baseUrl = `${location.origin}/api/v1`;
  return (
    <section class="card new-key" aria-labelledby="new-key-title">
      <h2 id="new-key-title" ref={heading} tabIndex={-1}>
        Key “{name}” created
      </h2>
      <p class="warning">
        <strong>Copy this key now — you will not see it again.</strong> Pith stores only a hash of it.
      </p>
      <div class="copy-row">
        <label for="new-key-value" class="visually-hidden">
          Your new API key
        </label>
        <input id="new-key-value" ref={input} class="mono" type="text" readOnly value={created.fullKey} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          class="btn btn-primary"
          onClick={async () => setCopied((await copyText(created.fullKey, input.current)) ? 'copied' : 'select')}
        >
          Copy
        </button>
      </div>
      <p class="copy-status" role="status" aria-live="polite">
        {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'select' ? 'Copying is blocked here: the key is selected, press Ctrl+C.' : ''}
      </p>
      <p class="hint">
        Use it with any OpenAI client: base URL <code>{baseUrl}</code>, API key as above.
      </p>
      <button type="button" class="btn btn-secondary" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}

/**
 * @module web/pages/key-create-form
 * The create-key form: name, mode, BYOK upstream (validated here first, then by the server,
 * whose error.message is shown as-is), an optional default compression level and optional
 * limits (requests and tokens per minute, a budget per day or month).
 */
import { useState } from 'preact/hooks';
import { api, ApiError, errorMessage } from '../api.js';
import { COMPRESSION_LEVELS, MAX_KEY_NAME_LENGTH, type CreatedKey, type NewKeyBody } from '../types.js';

type Field = 'name' | 'upstreamBaseUrl' | 'upstreamApiKey';
type FieldErrors = Partial<Record<Field, string>>;

export function validateNewKey(body: NewKeyBody): FieldErrors {
  const errors: FieldErrors = {};
  if (!body.name.trim()) errors.name = 'Give the key a name, e.g. the app that will use it.';
  else if (body.name.length > MAX_KEY_NAME_LENGTH) errors.name = `Keep the name under ${MAX_KEY_NAME_LENGTH} characters.`;
  if (body.mode === 'byok') {
    const url = body.upstreamBaseUrl?.trim() ?? '';
    if (!url) errors.upstreamBaseUrl = 'Enter the base URL of your upstream API, e.g. https://api.openai.com/v1.';
    else {
      try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') errors.upstreamBaseUrl = 'The URL must start with https://.';
      } catch {
        errors.upstreamBaseUrl = 'This is not a valid URL. Use the form https://host/v1.';
      }
    }
    if (!body.upstreamApiKey?.trim()) errors.upstreamApiKey = 'Enter your API key for that upstream.';
  }
  return errors;
}

export function KeyCreateForm({ onCreated }: { onCreated: (key: CreatedKey, name: string) => void }) {
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'router' | 'byok'>('router');
  const [baseUrl, setBaseUrl] = useState('');
  const [upstreamKey, setUpstreamKey] = useState('');
  const [compression, setCompression] = useState('');
  const [limits, setLimits] = useState({ rpmLimit: '', tpmLimit: '', budgetUsd: '', budgetPeriod: 'month' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const body: NewKeyBody = { name: name.trim(), mode };
    if (mode === 'byok') {
      body.upstreamBaseUrl = baseUrl.trim();
      body.upstreamApiKey = upstreamKey.trim();
    }
    if (compression) body.compression = compression as NewKeyBody['compression'];
    // Left as typed for the server to judge: it names the field when a value is not a valid limit.
    for (const field of ['rpmLimit', 'tpmLimit', 'budgetUsd'] as const) if (limits[field].trim()) body[field] = Number(limits[field]);
    if (limits.budgetUsd.trim()) body.budgetPeriod = limits.budgetPeriod as NewKeyBody['budgetPeriod'];
    const errors = validateNewKey(body);
    setFieldErrors(errors);
    setServerError(null);
    const firstBad = (Object.keys(errors) as Field[])[0];
    if (firstBad) {
      document.getElementById(`key-${firstBad}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await api<CreatedKey>('POST', '/api/keys', body);
      setName('');
      setBaseUrl('');
      setUpstreamKey('');
      setLimits({ rpmLimit: '', tpmLimit: '', budgetUsd: '', budgetPeriod: 'month' });
      onCreated(created, body.name);
    } catch (err) {
      setServerError(errorMessage(err));
      const param = err instanceof ApiError ? err.param : null;
      if (param === 'name' || param === 'upstreamBaseUrl' || param === 'upstreamApiKey') setFieldErrors({ [param]: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: Field) => ({
    id: `key-${field}`,
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? `key-${field}-error` : undefined,
  });
  const errorFor = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`key-${field}-error`} class="field-error">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <form class="card form" onSubmit={submit} noValidate aria-labelledby="create-key-title">
      <h2 id="create-key-title">Create a key</h2>
      <div class="field">
        <label for="key-name">Name</label>
        <input {...fieldProps('name')} type="text" value={name} maxLength={200} autoComplete="off" onInput={(e) => setName(e.currentTarget.value)} />
        {errorFor('name')}
      </div>
      <fieldset class="field">
        <legend>Mode</legend>
        <label class="choice">
          <input type="radio" name="mode" value="router" checked={mode === 'router'} onChange={() => setMode('router')} />
          <span>
            <strong>Router</strong> — requests go to this server's configured upstream
          </span>
        </label>
        <label class="choice">
          <input type="radio" name="mode" value="byok" checked={mode === 'byok'} onChange={() => setMode('byok')} />
          <span>
            <strong>Bring your own key</strong> — requests go to your upstream with your key
          </span>
        </label>
      </fieldset>
      {mode === 'byok' && (
        <div class="byok">
          <div class="field">
            <label for="key-upstreamBaseUrl">Upstream base URL</label>
            <input {...fieldProps('upstreamBaseUrl')} type="url" inputMode="url" placeholder="https://api.openai.com/v1" value={baseUrl} onInput={(e) => setBaseUrl(e.currentTarget.value)} />
            {errorFor('upstreamBaseUrl')}
          </div>
          <div class="field">
            <label for="key-upstreamApiKey">Upstream API key</label>
            <input {...fieldProps('upstreamApiKey')} type="password" autoComplete="off" value={upstreamKey} onInput={(e) => setUpstreamKey(e.currentTarget.value)} />
            <p class="hint">Stored encrypted; never shown again.</p>
            {errorFor('upstreamApiKey')}
          </div>
        </div>
      )}
      <div class="field">
        <label for="key-compression">Default compression</label>
        <select id="key-compression" value={compression} onChange={(e) => setCompression(e.currentTarget.value)}>
          <option value="">Server default</option>
          {COMPRESSION_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <p class="hint">A request can still choose with the X-Pith-Compression header.</p>
      </div>
      <details class="field limits">
        <summary>Limits (optional)</summary>
        <div class="field">
          <label for="key-rpmLimit">Requests per minute</label>
          <input id="key-rpmLimit" type="number" min={1} step={1} inputMode="numeric" value={limits.rpmLimit} onInput={(e) => setLimits({ ...limits, rpmLimit: e.currentTarget.value })} />
        </div>
        <div class="field">
          <label for="key-tpmLimit">Tokens per minute</label>
          <input id="key-tpmLimit" type="number" min={1} step={1} inputMode="numeric" value={limits.tpmLimit} onInput={(e) => setLimits({ ...limits, tpmLimit: e.currentTarget.value })} />
        </div>
        <div class="field">
          <label for="key-budgetUsd">Budget (USD)</label>
          <input id="key-budgetUsd" type="number" min={0} step="0.01" inputMode="decimal" value={limits.budgetUsd} onInput={(e) => setLimits({ ...limits, budgetUsd: e.currentTarget.value })} />
        </div>
        <div class="field">
          <label for="key-budgetPeriod">Budget period</label>
          <select id="key-budgetPeriod" value={limits.budgetPeriod} onChange={(e) => setLimits({ ...limits, budgetPeriod: e.currentTarget.value })}>
            <option value="day">per day (UTC)</option>
            <option value="month">per month (UTC)</option>
          </select>
        </div>
        <p class="hint">Empty: the server's defaults. A key over a limit gets 429; over its budget, 429 budget_exceeded (see Activity).</p>
      </details>
      {serverError && (
        <div class="state state-error" role="alert">
          <p>{serverError}</p>
        </div>
      )}
      <button type="submit" class="btn btn-primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create key'}
      </button>
    </form>
  );
}

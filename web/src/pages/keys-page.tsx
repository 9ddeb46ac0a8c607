/**
 * @module web/pages/keys-page
 * Keys: create, see once, list and revoke (spec 4.2–4.4 through the dashboard).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, errorMessage } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { Empty, ErrorBox, Loading } from '../components/status.js';
import type { CreatedKey, KeyItem } from '../types.js';
import { KeyCreateForm } from './key-create-form.js';
import { KeyTable } from './key-table.js';
import { NewKeyPanel } from './new-key-panel.js';

export function KeysPage() {
  const [keys, setKeys] = useState<KeyItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: CreatedKey; name: string } | null>(null);
  const [revoking, setRevoking] = useState<KeyItem | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setKeys(await api<KeyItem[]>('GET', '/api/keys'));
    } catch (err) {
      setLoadError(errorMessage(err));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const revoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      await api<unknown>('DELETE', `/api/keys/${encodeURIComponent(revoking.id)}`);
      setAnnounce(`Key ${revoking.name} revoked.`);
      setRevoking(null);
      await load();
    } catch (err) {
      setRevokeError(errorMessage(err));
    } finally {
      setRevokeBusy(false);
    }
  };

  return (
    <>
      <h1 id="page-title" tabIndex={-1}>
        API keys
      </h1>
      <p class="lede">Keys authenticate requests to the gateway. Point any OpenAI client at this server and use a key below.</p>
      <p class="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {created ? (
        <NewKeyPanel
          created={created.key}
          name={created.name}
          onDone={() => {
            setCreated(null);
            document.getElementById('key-name')?.focus();
          }}
        />
      ) : (
        <KeyCreateForm
          onCreated={(key, name) => {
            setCreated({ key, name });
            void load();
          }}
        />
      )}
      <section aria-labelledby="your-keys-title" class="section">
        <h2 id="your-keys-title">Your keys</h2>
        {loadError ? (
          <ErrorBox message={loadError} onRetry={load} />
        ) : keys === null ? (
          <Loading label="Loading your keys…" />
        ) : keys.length === 0 ? (
          <Empty title="No API keys yet.">
            <p>Create one above, then send requests with it to start saving prompt tokens.</p>
          </Empty>
        ) : (
          <KeyTable
            keys={keys}
            onRevoke={(k) => {
              setRevokeError(null);
              setRevoking(k);
            }}
          />
        )}
      </section>
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke key"
          busy={revokeBusy}
          error={revokeError}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        >
          <p>
            Requests using <code>{revoking.keyPrefix}…</code> will be refused immediately. This cannot be undone; the key stays listed as revoked.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

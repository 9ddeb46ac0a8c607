/** @module web/components/status — loading, error and empty states, announced politely. */
import type { ComponentChildren } from 'preact';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p class="state state-loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div class="state state-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" class="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="state state-empty">
      <p class="state-title">{title}</p>
      {children}
    </div>
  );
}

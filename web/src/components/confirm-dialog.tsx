/**
 * @module web/components/confirm-dialog
 * A modal confirmation on the native <dialog>: focus is trapped and Escape cancels.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface ConfirmDialogProps {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class="dialog"
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id="confirm-title">{props.title}</h2>
      <div class="dialog-body">{props.children}</div>
      {props.error && (
        <p class="field-error" role="alert">
          {props.error}
        </p>
      )}
      <div class="dialog-actions">
        <button ref={cancelRef} type="button" class="btn btn-secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </button>
        <button type="button" class="btn btn-danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

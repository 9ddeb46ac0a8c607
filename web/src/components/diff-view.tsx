/**
 * @module web/components/diff-view
 * Original and compressed text side by side: removed words struck through on the left,
 * added words highlighted on the right.
 */
import type { DiffOp } from '../diff.js';

function Pane({ title, ops, hide }: { title: string; ops: DiffOp[]; hide: 'added' | 'removed' }) {
  const shown = hide === 'added' ? 'removed' : 'added';
  return (
    <section class="diff-pane" aria-label={title}>
      <h3>{title}</h3>
      <pre class="diff-text" tabIndex={0}>
        {ops.map((op, i) =>
          op.kind === hide ? null : op.kind === 'same' ? (
            op.text
          ) : shown === 'removed' ? (
            <del key={i}>{op.text}</del>
          ) : (
            <ins key={i}>{op.text}</ins>
          ),
        )}
      </pre>
    </section>
  );
}

export function DiffView({ ops }: { ops: DiffOp[] }) {
  return (
    <div class="diff">
      <Pane title="Original" ops={ops} hide="added" />
      <Pane title="Compressed" ops={ops} hide="removed" />
    </div>
  );
}

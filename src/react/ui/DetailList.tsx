import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { Grouped } from './Grouped';
import { useLaterUi } from './RampUi';

/** One row of a detail list: a label, a value, and either a copy button or an edit button. */
export type DetailRow = {
  /** Stable name of the value (for events and `data-field`). */
  field: string;
  label: string;
  value: string;
  /** What the copy button puts on the clipboard when it differs from the shown value (e.g. "25000" for "₦25,000.00"). */
  copyValue?: string;
  copy?: boolean;
  /** A wallet address: shown in groups of four (other values exactly as given). */
  address?: boolean;
  /** A transaction reference (digits the person types as a narration): exactly as given, never grouped. */
  reference?: boolean;
  /** How `value` is shown when it holds names from elsewhere, each set apart (see `isolated`); the same text. */
  display?: ReactNode;
  /** Said under the value: what is known of it (the bank checked the name, or could not), with any action. */
  note?: ReactNode;
  onEdit?: () => void;
};

/**
 * A description list of values, each optionally copyable or editable. While `busy` (the values are
 * being sent) every Edit says it is unavailable and does nothing.
 */
export function DetailList({ rows, busy = false, children }: { rows: readonly DetailRow[]; busy?: boolean; children?: ReactNode }) {
  const { messages } = useLaterUi();
  return (
    <dl className="nr-details" data-slot="details">
      {rows.map((row) => (
        <div className="nr-detail" key={row.field} data-field={row.field}>
          <dt>{row.label}</dt>
          <dd className="nr-detail-value">{row.display ?? <Grouped value={row.value} address={row.address} reference={row.reference} />}</dd>
          {(row.copy || row.onEdit) && (
            <dd className="nr-detail-action">
              {row.copy && <CopyButton value={row.copyValue ?? row.value} label={row.label} field={row.field} />}
              {row.onEdit && (
                <button type="button" className="nr-link" aria-label={messages.editLabel(row.label)} aria-disabled={busy || undefined} onClick={busy ? undefined : row.onEdit}>
                  {messages.edit}
                </button>
              )}
            </dd>
          )}
          {row.note && (
            <dd className="nr-detail-note" data-slot="detail-note">
              {row.note}
            </dd>
          )}
        </div>
      ))}
      {children}
    </dl>
  );
}

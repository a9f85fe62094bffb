import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { useRampUi } from './RampUi';

/** One row of a detail list: a label, a value, and either a copy button or an edit button. */
export type DetailRow = {
  /** Stable name of the value (for events and `data-field`). */
  field: string;
  label: string;
  value: string;
  /** What the copy button puts on the clipboard when it differs from the shown value (e.g. "25000" for "₦25,000.00"). */
  copyValue?: string;
  copy?: boolean;
  onEdit?: () => void;
};

/**
 * A long unspaced value (an address, an id) shown as groups of four that wrap whole; screen readers
 * and text search get it once, whole, from a hidden copy that is left out of a selection.
 */
function Grouped({ value }: { value: string }) {
  if (/\s/.test(value) || value.length < 16) return value;
  return (
    <>
      <span aria-hidden="true" data-slot="groups">
        {value.match(/.{1,4}/g)!.map((group, index) => (
          <span key={index} className="nr-group">
            {group}
          </span>
        ))}
      </span>
      <span className="nr-visually-hidden nr-unselectable">{value}</span>
    </>
  );
}

/** A description list of values, each optionally copyable or editable. */
export function DetailList({ rows, children }: { rows: readonly DetailRow[]; children?: ReactNode }) {
  const { messages } = useRampUi();
  return (
    <dl className="nr-details" data-slot="details">
      {rows.map((row) => (
        <div className="nr-detail" key={row.field} data-field={row.field}>
          <dt>{row.label}</dt>
          <dd className="nr-detail-value">
            <Grouped value={row.value} />
          </dd>
          {(row.copy || row.onEdit) && (
            <dd className="nr-detail-action">
              {row.copy && <CopyButton value={row.copyValue ?? row.value} label={row.label} field={row.field} />}
              {row.onEdit && (
                <button type="button" className="nr-link" aria-label={messages.editLabel(row.label)} onClick={row.onEdit}>
                  {messages.edit}
                </button>
              )}
            </dd>
          )}
        </div>
      ))}
      {children}
    </dl>
  );
}

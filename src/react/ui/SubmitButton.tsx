/**
 * The confirm button: while a request is in flight it says so, is `aria-busy` and ignores presses (the
 * flow also refuses a second submit); while `held` (something to send is not known yet, or another action
 * is under way) it is unavailable, and `describedBy` names what says why. With `onClick` it is a plain button beside the form's own (secondary).
 */
export function SubmitButton({
  busy,
  held = false,
  describedBy,
  label,
  busyLabel,
  secondary = false,
  onClick,
}: {
  busy: boolean;
  held?: boolean;
  describedBy?: string;
  label: string;
  busyLabel: string;
  secondary?: boolean;
  onClick?: () => void;
}) {
  const inactive = busy || held;
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={secondary ? 'nr-button nr-button-secondary' : 'nr-button'}
      aria-busy={busy}
      aria-disabled={inactive || undefined}
      aria-describedby={describedBy}
      data-state={busy ? 'busy' : 'idle'}
      onClick={onClick && !inactive ? onClick : undefined}
    >
      {busy && <span className="nr-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

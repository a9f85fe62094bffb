/**
 * The confirm button: while a request is in flight it says so, is `aria-busy` and ignores presses (the
 * flow also refuses a second submit); while `held` (something to send is not known yet) it is unavailable.
 */
export function SubmitButton({ busy, held = false, label, busyLabel }: { busy: boolean; held?: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="nr-button" aria-busy={busy} aria-disabled={busy || held || undefined} data-state={busy ? 'busy' : 'idle'}>
      {busy && <span className="nr-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

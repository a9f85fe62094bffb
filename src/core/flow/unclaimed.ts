import { isRecord } from '../json';
import type { KeptFlow } from './kept';
import type { FlowShape, FlowValues } from './state';

/**
 * A paid transfer whose claim the service has not accepted, as the device keeps it (beside the tab's own
 * state): the least that takes it up again in a tab that kept nothing, once the tab that paid it was closed
 * or while another tab opens the checkout. Its reference (buy: the narration on the transfer), the values
 * that say what was paid (buy: amount and vendor number) and when it was first kept; never what proves the
 * payment nor where the coin goes, for a device may be shared.
 */
export type UnclaimedTransfer = { reference: string; values: Readonly<Record<string, string>>; paidAt: string };

/**
 * How long a device keeps an unclaimed transfer: 3 days from when it was first kept. A bank transfer lands
 * in minutes and is claimed right after; a person whose tab closed comes back within the day as a rule, over
 * a weekend at most (paid on Friday evening, back on Monday morning). Past that, on a device that may be
 * shared, it would sooner meet someone else than its payer, who still has the narration to quote.
 */
export const UNCLAIMED_FOR_MS = 3 * 24 * 60 * 60 * 1000;

type Commitment = NonNullable<FlowShape<string>['commitment']>;
type Held = Omit<UnclaimedTransfer, 'paidAt'>;

/** What says what was paid (the commitment's fields), as text: nothing else is kept or taken up. */
const paidValues = (fields: readonly string[], of: Readonly<Record<string, unknown>>) => Object.fromEntries(fields.map((field) => [field, String(of[field] ?? '')]));

/** The paid transfers a flow holds unclaimed: the one on screen (paid, its request not accepted), then one set aside. */
export function unclaimedOf(kept: KeptFlow<string, unknown>, values: FlowValues, { fields, reference = '' }: Commitment): Held[] {
  const paid = (of: Readonly<Record<string, unknown>>) => paidValues(fields, of);
  const current = values[reference];
  const shown = kept.committed && kept.submission.status !== 'succeeded' && typeof current === 'string' && current ? [{ reference: current, values: paid(values) }] : [];
  return kept.parked ? [...shown, { reference: kept.parked.reference, values: paid(kept.parked.values) }] : shown;
}

/**
 * What the device keeps once a widget has changed: the transfers it holds now, each with when it was first
 * kept (and, while the person corrects it, as it was paid), then those other widgets keep, less those this
 * one held before and holds no more (claimed, or dismissed knowingly). One this widget kept that the device
 * no longer has was claimed or dismissed in another tab, or has expired: it is not written back.
 */
export function nextUnclaimed(stored: readonly UnclaimedTransfer[], held: readonly Held[], { mine, correcting, now }: { mine: ReadonlySet<string>; correcting: boolean; now: string }): UnclaimedTransfer[] {
  const gone = (reference: string) => mine.has(reference) && !stored.some((other) => other.reference === reference);
  const kept = held.filter(({ reference }) => !gone(reference)).map((transfer) => {
    const before = stored.find((other) => other.reference === transfer.reference);
    return before && correcting ? before : { ...transfer, paidAt: before?.paidAt ?? now };
  });
  return [...kept, ...stored.filter(({ reference }) => !mine.has(reference) && !kept.some((transfer) => transfer.reference === reference))];
}

/** The unclaimed transfers in what a device keeps, each well formed and kept for less than `UNCLAIMED_FOR_MS` at `now`. */
export function readUnclaimed(raw: unknown, now: number): UnclaimedTransfer[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item: unknown): item is UnclaimedTransfer =>
      isRecord(item) && typeof item.reference === 'string' && item.reference !== '' && typeof item.paidAt === 'string' && now - Date.parse(item.paidAt) < UNCLAIMED_FOR_MS && isRecord(item.values) && Object.values(item.values).every((value) => typeof value === 'string'),
  );
}

/**
 * The flow a tab that kept nothing takes up from the device: the first transfer paid, on the step after
 * its pay step, its values and reference back in the form; a second set aside as it was. Nothing else comes
 * back: what proves the payment and where the coin goes are asked again.
 */
export function takenUp<S extends string>(transfers: readonly UnclaimedTransfer[], steps: readonly S[], { step, fields, reference = '' }: Commitment & { step: S }): (KeptFlow<S, never> & { values: Record<string, string> }) | undefined {
  const [shown, parked] = transfers;
  const made = (transfer: UnclaimedTransfer) => ({ ...paidValues(fields, transfer.values), [reference]: transfer.reference });
  const after = steps[steps.indexOf(step) + 1];
  if (!shown || !after) return undefined;
  return {
    step: after,
    values: made(shown),
    submission: { status: 'idle', attempt: 0 },
    pending: null,
    record: null,
    status: undefined,
    committed: true,
    correcting: false,
    parked: parked ? { reference: parked.reference, values: made(parked) } : null,
    estimate: undefined,
    reachedReview: false,
    refused: [],
  };
}

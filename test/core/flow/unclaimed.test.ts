import { describe, expect, it } from 'vitest';
import { createFlowReducer, initialFlowState, keptOf, nextUnclaimed, readUnclaimed, takenUp, UNCLAIMED_FOR_MS, unclaimedOf } from '../../../src/core';
import type { FlowEvent, FlowState } from '../../../src/core';
import { BUY_SHAPE } from './buy-shaped';
import type { BuyRecord as Record, BuyStep as Step } from './buy-shaped';

// A flow shaped like the buy flow (see buy-shaped.ts).
const SHAPE = BUY_SHAPE;
const commitment = SHAPE.commitment!;
const VALUES = { amount: '25,000', vendor: '2034567891', narration: '4821907355302286', bank: 'Access Bank', account: '0123456780', wallet: 'GAAZ' };
const reduce = createFlowReducer<Step, Record>(SHAPE);
const run = (events: readonly FlowEvent<Step, Record>[], from: FlowState<Step, Record> = initialFlowState(SHAPE)) => events.reduce(reduce, from);
const next: FlowEvent<Step, Record> = { type: 'continued', values: VALUES };
const paid = run([next, next]);
const held = (state: FlowState<Step, Record>, values: typeof VALUES = VALUES) => unclaimedOf(keptOf(state), values, commitment);
const NOW = Date.parse('2026-03-06T09:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('the paid transfers a flow holds unclaimed', () => {
  it('holds none before "I have paid", and the transfer paid after: its narration, amount and vendor, never the proof nor the wallet', () => {
    expect(held(run([next]))).toEqual([]);
    expect(held(paid)).toEqual([{ reference: VALUES.narration, values: { amount: '25,000', vendor: '2034567891' } }]);
  });

  it('still holds it while a request of unknown outcome is pending, or after a refusal; not once it is accepted', () => {
    const sending = run([next, next, next, next, { type: 'sending', values: VALUES, planned: VALUES.narration, fresh: 'fresh-1' }]);
    expect(held(run([{ type: 'outcome_unknown', lookup: 'not_found' }], sending))).toHaveLength(1);
    expect(held(sending)).toHaveLength(1);
    const accepted = run([{ type: 'accepted', record: { transaction_id: 'tx_1' }, status: 'pending', at: at(NOW) }], sending);
    expect(accepted.step).toBe('receipt');
    expect(held(accepted)).toEqual([]);
  });

  it('holds one set aside for a separate purchase, and none once it is dismissed knowingly', () => {
    const parked = run([{ type: 'separated', current: { reference: VALUES.narration, values: { amount: '25,000', vendor: '2034567891', narration: VALUES.narration, payBy: '' } } }], paid);
    const fresh = { ...VALUES, amount: '', vendor: '', narration: '' };
    expect(held(parked, fresh)).toEqual([{ reference: VALUES.narration, values: { amount: '25,000', vendor: '2034567891' } }]);
    expect(held(run([{ type: 'parked_dismissed' }], parked), fresh)).toEqual([]);
  });
});

describe('what the device keeps', () => {
  const mine = { reference: 'mine-1', values: { amount: '25,000', vendor: '2034567891' } };
  const other = { reference: 'other-1', values: { amount: '5,000', vendor: '2011111111' }, paidAt: at(NOW - 60_000) };

  it('keeps when a transfer was first kept, and what other widgets keep', () => {
    const first = nextUnclaimed([other], [mine], { mine: new Set(), correcting: false, now: at(NOW) });
    expect(first).toEqual([{ ...mine, paidAt: at(NOW) }, other]);
    const later = nextUnclaimed(first, [mine], { mine: new Set(['mine-1']), correcting: false, now: at(NOW + 5_000) });
    expect(later[0]?.paidAt).toBe(at(NOW));
  });

  it('keeps a transfer as it was paid while the person corrects it, and as corrected once they go on', () => {
    const stored = [{ ...mine, paidAt: at(NOW) }];
    const typing = { ...mine, values: { amount: '2', vendor: '2034567891' } };
    expect(nextUnclaimed(stored, [typing], { mine: new Set(['mine-1']), correcting: true, now: at(NOW + 1) })).toEqual(stored);
    expect(nextUnclaimed(stored, [typing], { mine: new Set(['mine-1']), correcting: false, now: at(NOW + 1) })).toEqual([{ ...typing, paidAt: at(NOW) }]);
  });

  it("takes off only what this widget kept: a tab that never held another's transfer leaves it", () => {
    const stored = [{ ...mine, paidAt: at(NOW) }, other];
    expect(nextUnclaimed(stored, [], { mine: new Set(['mine-1']), correcting: false, now: at(NOW) })).toEqual([other]);
    expect(nextUnclaimed(stored, [], { mine: new Set(), correcting: false, now: at(NOW) })).toEqual(stored);
  });

  it('does not write back a transfer it kept that another tab has since claimed or dismissed', () => {
    // This tab still shows the transfer paid; the device no longer has it.
    expect(nextUnclaimed([other], [mine], { mine: new Set(['mine-1']), correcting: false, now: at(NOW) })).toEqual([other]);
    // Never kept here before: it is this tab's to keep.
    expect(nextUnclaimed([other], [mine], { mine: new Set(), correcting: false, now: at(NOW) })).toEqual([{ ...mine, paidAt: at(NOW) }, other]);
  });

  it('reads only well-formed transfers kept for less than 3 days', () => {
    expect(UNCLAIMED_FOR_MS).toBe(3 * 24 * 3_600_000);
    const young = { ...other, paidAt: at(NOW - UNCLAIMED_FOR_MS + 1) };
    const old = { ...other, reference: 'old', paidAt: at(NOW - UNCLAIMED_FOR_MS) };
    expect(readUnclaimed([young, old, { reference: 'x', values: { amount: 5 }, paidAt: at(NOW) }, { reference: '', values: {}, paidAt: at(NOW) }, 'text', null], NOW)).toEqual([young]);
    expect(readUnclaimed({ reference: 'x' }, NOW)).toEqual([]);
    expect(readUnclaimed([{ ...other, paidAt: 'yesterday' }], NOW)).toEqual([]);
  });
});

describe('a tab that keeps nothing takes a paid transfer up', () => {
  const first = { reference: 'n-1', values: { amount: '25,000', vendor: '2034567891' }, paidAt: at(NOW) };
  const second = { reference: 'n-2', values: { amount: '5,000', vendor: '2011111111' }, paidAt: at(NOW) };

  it('on the step after its pay step, paid, under its narration; a second one set aside; the reducer puts it back so', () => {
    const kept = takenUp([first, second], SHAPE.steps, commitment);
    expect(kept).toMatchObject({ step: 'proof', committed: true, values: { amount: '25,000', vendor: '2034567891', narration: 'n-1' } });
    expect(kept?.parked).toEqual({ reference: 'n-2', values: { amount: '5,000', vendor: '2011111111', narration: 'n-2' } });
    const state = run([{ type: 'resumed', kept: kept! }]);
    expect(state).toMatchObject({ step: 'proof', committed: true, submission: { status: 'idle', request: null } });
    // Sent from there, the request takes the narration: the reference the person's transfer carries.
    const sending = run([next, next, { type: 'sending', values: { ...VALUES, narration: 'n-1' }, planned: 'n-1', fresh: 'fresh-1' }], state);
    expect(sending.submission).toMatchObject({ status: 'submitting', request: { reference: 'n-1' } });
  });

  it('takes up only what says what was paid, whatever else an entry holds', () => {
    const odd = { ...first, values: { ...first.values, walletAddress: 'GAAZ', account: '0123456780' } };
    expect(takenUp([odd], SHAPE.steps, commitment)?.values).toEqual({ amount: '25,000', vendor: '2034567891', narration: 'n-1' });
  });

  it('nothing when the device keeps none', () => {
    expect(takenUp([], SHAPE.steps, commitment)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createFlowReducer, initialFlowState, keptOf, RampError, submissionView } from '../../../src/core';
import type { FlowEvent, FlowShape, FlowState } from '../../../src/core';

// A flow shaped like the buy flow: amount and vendor are fixed once the person says they paid.
type Step = 'amount' | 'pay' | 'proof' | 'destination' | 'review' | 'receipt';
type Record = { transaction_id: string };
const SHAPE: FlowShape<Step> = {
  steps: ['amount', 'pay', 'proof', 'destination', 'review', 'receipt'],
  review: 'review',
  receipt: 'receipt',
  stepFields: { amount: ['amount', 'vendor'], pay: [], proof: ['bank', 'account'], destination: ['wallet'], review: [], receipt: [] },
  revisit: ['pay'],
  commitment: { step: 'pay', fields: ['amount', 'vendor'] },
};
const VALUES = { amount: '25,000', vendor: '2034567891', bank: 'Access Bank', account: '0123456780', wallet: 'GAAZ' };

const reduce = createFlowReducer<Step, Record>(SHAPE);
type State = FlowState<Step, Record>;
type Event = FlowEvent<Step, Record>;
const run = (events: readonly Event[], from: State = initialFlowState(SHAPE)) => events.reduce(reduce, from);

const next = (values = VALUES): Event => ({ type: 'continued', values });
const send = (values = VALUES, fresh = 'fresh-1', planned?: string): Event => ({ type: 'sending', values, fresh, planned });
const accepted: Event = { type: 'accepted', record: { transaction_id: 'tx_1' }, status: 'pending', at: '2026-01-02T10:00:00.000Z' };
const failed = (error: RampError, refused: { field: string; message: string }[] = [], values = VALUES): Event => ({ type: 'failed', error, refused, values });
const unavailable = new RampError('upstream', 'The service is unavailable.', { status: 503, retryable: true });
/** Continue through every step to the review. */
const toReview: Event[] = [next(), next(), next(), next()];

describe('the steps', () => {
  it('start on the first step, and Continue walks them in order, focus on each heading', () => {
    const visited: Step[] = [];
    let state = initialFlowState<Step, Record>(SHAPE);
    for (const event of toReview) {
      const before = state.focus.moves;
      state = reduce(state, event);
      visited.push(state.step);
      expect(state.focus).toEqual({ field: undefined, moves: before + 1 });
    }
    expect(visited).toEqual(['pay', 'proof', 'destination', 'review']);
    expect(state.reachedReview).toBe(true);
  });

  it('passing the pay step commits amount and vendor; Back keeps them committed', () => {
    expect(run([next()]).committed).toBe(false);
    expect(run([next(), next()]).committed).toBe(true);
    expect(run([next(), next(), { type: 'went_back' }])).toMatchObject({ step: 'pay', committed: true });
  });

  it('after the review, an edit returns straight to it, through the pay step when that comes next', () => {
    const atReview = run(toReview);
    expect(run([{ type: 'opened', step: 'proof', field: 'account' }, next()], atReview).step).toBe('review');
    const editedProof = run([{ type: 'opened', step: 'proof', field: 'account' }], atReview);
    expect(editedProof.focus.field).toBe('account');
    expect(run([{ type: 'opened', step: 'amount' }, next()], atReview).step).toBe('pay');
    expect(run([{ type: 'opened', step: 'amount' }, next(), next()], atReview).step).toBe('review');
  });

  it('Back on the first step stays there', () => {
    expect(run([{ type: 'went_back' }]).step).toBe('amount');
  });

  it('"Change amount or vendor" starts a new request from the first step, on the amount, every step still reachable', () => {
    const state = run([...toReview, { type: 'restarted' }]);
    expect(state).toMatchObject({ step: 'amount', committed: false, focus: { field: 'amount' } });
    expect(submissionView(state.submission)).toEqual({ status: 'idle', attempt: 0 });
  });
});

describe('one reference per request', () => {
  it('the first request takes the reference the person was shown', () => {
    const state = run([...toReview, send(VALUES, 'fresh-1', 'narration-1')]);
    expect(submissionView(state.submission)).toEqual({ status: 'submitting', reference: 'narration-1', attempt: 1 });
  });

  it('Try again after a failure sends the same reference, also after moving away and back', () => {
    const once = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(unavailable)]);
    expect(submissionView(once.submission)).toEqual({ status: 'failed', reference: 'narration-1', attempt: 1 });
    const again = run([send(VALUES, 'fresh-2', 'narration-1')], once);
    expect(submissionView(again.submission)).toMatchObject({ reference: 'narration-1', attempt: 2 });
    // Back takes the alert away; the request stays for the same values.
    const away = run([{ type: 'went_back' }, next()], once);
    expect(away.submission.status).toBe('idle');
    expect(submissionView(run([send(VALUES, 'fresh-3')], away).submission)).toMatchObject({ reference: 'narration-1', attempt: 2 });
  });

  it('an edited request gets a new reference, never the planned one again', () => {
    const once = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(unavailable)]);
    const edited = { ...VALUES, account: '1112223334' };
    const state = run([{ type: 'opened', step: 'proof' }, next(edited), send(edited, 'fresh-2', 'narration-1')], once);
    expect(submissionView(state.submission)).toMatchObject({ status: 'submitting', reference: 'fresh-2', attempt: 1 });
  });

  it('a new request after one is set aside, or after "Start another", takes a new reference', () => {
    const doubtful = new RampError('upstream', 'It may have gone through.', { status: 502, retryable: false });
    const setAside = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(doubtful), { type: 'set_aside' }]);
    expect(setAside).toMatchObject({ step: 'review', submission: { status: 'idle', request: null } });
    expect(submissionView(run([send(VALUES, 'fresh-2')], setAside).submission).reference).toBe('fresh-2');
    const another = run([...toReview, send(), accepted, { type: 'reset' }]);
    expect(another).toMatchObject({ step: 'amount', committed: false, reachedReview: false, status: undefined });
    expect(submissionView(run([...toReview, send(VALUES, 'fresh-9', 'narration-2')], another).submission).reference).toBe('narration-2');
  });
});

describe('while a request is on its way', () => {
  it('ignores every move, a second Confirm and every new start: what is on screen is what is sent', () => {
    const sending = run([...toReview, send()]);
    const moves: Event[] = [{ type: 'went_back' }, { type: 'opened', step: 'amount' }, next(), send(VALUES, 'fresh-2'), { type: 'set_aside' }, { type: 'restarted' }, { type: 'reset' }];
    for (const move of moves) expect(reduce(sending, move)).toBe(sending);
  });

  it('a lost answer is checked, then the request found shows its receipt with the status the route gave', () => {
    const checking = run([...toReview, send(), { type: 'checking' }]);
    expect(submissionView(checking.submission)).toEqual({ status: 'checking', reference: 'fresh-1', attempt: 1 });
    const found = run([{ ...accepted, status: 'completed' } as Event], checking);
    expect(found).toMatchObject({ step: 'receipt', status: 'completed' });
    expect(submissionView(found.submission)).toEqual({ status: 'succeeded', reference: 'fresh-1', attempt: 1, receivedAt: '2026-01-02T10:00:00.000Z' });
  });

  it('an answer with nothing on its way changes nothing', () => {
    const atReview = run(toReview);
    expect(reduce(atReview, accepted)).toBe(atReview);
    expect(reduce(atReview, failed(unavailable))).toBe(atReview);
  });
});

describe('what the signer refused', () => {
  const refusal = new RampError('validation', 'Check the highlighted fields.', { status: 422, fields: { wallet_address: 'x', account_number: 'y' } });
  const refused = [
    { field: 'wallet', message: 'The service refused this wallet address.' },
    { field: 'account', message: 'The service refused this account number.' },
  ];

  it('shows the first named field in screen order, on its step, focused', () => {
    const state = run([...toReview, send(), failed(refusal, refused)]);
    expect(state).toMatchObject({ step: 'proof', focus: { field: 'account' }, submission: { status: 'failed' } });
  });

  it('keeps the person on a step whose refused value is unchanged, and shows one further on before the review', () => {
    const state = run([...toReview, send(), failed(refusal, refused)]);
    expect(run([next()], state)).toMatchObject({ step: 'proof', focus: { field: 'account' } });
    const fixed = { ...VALUES, account: '1112223334' };
    expect(run([next(fixed)], state).step).toBe('destination');
    // The wallet was not changed: Continue on the destination step stays there too.
    expect(run([next(fixed), next(fixed)], state)).toMatchObject({ step: 'destination', focus: { field: 'wallet' } });
    expect(run([next(fixed), next({ ...fixed, wallet: 'GBRP' })], state).step).toBe('review');
  });

  it('a refused amount after "I have paid" opens the amount again', () => {
    const limit = new RampError('limit', 'At most ₦30,000.00.', { status: 422, fields: { amount: 'At most ₦30,000.00.' } });
    const state = run([...toReview, send(), failed(limit, [{ field: 'amount', message: 'At most ₦30,000.00.' }])]);
    expect(state).toMatchObject({ step: 'amount', committed: false, focus: { field: 'amount' } });
  });

  it('a failure naming no field leaves the person on the review with its alert', () => {
    const state = run([...toReview, send(), failed(unavailable)]);
    expect(state).toMatchObject({ step: 'review', refused: [] });
    expect(state.submission.status === 'failed' && state.submission.error).toBe(unavailable);
  });

  it('a value the widget itself refuses at Confirm is shown on its step', () => {
    expect(run([...toReview, { type: 'check_failed', field: 'wallet' }])).toMatchObject({ step: 'destination', focus: { field: 'wallet' } });
  });
});

describe('across a reload', () => {
  const reload = (state: State) => run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(state))) }]);

  it('comes back on the same step, committed, with the review reached', () => {
    const state = run([...toReview, { type: 'opened', step: 'pay' }]);
    expect(reload(state)).toMatchObject({ step: 'pay', committed: true, reachedReview: true });
  });

  it('a request the reload cut short keeps its reference: confirming again sends the same one', () => {
    const resumed = reload(run([...toReview, send(VALUES, 'fresh-1', 'narration-1')]));
    expect(resumed).toMatchObject({ step: 'review', submission: { status: 'idle' } });
    expect(submissionView(run([send(VALUES, 'fresh-2', 'narration-1')], resumed).submission)).toMatchObject({ reference: 'narration-1', attempt: 2 });
  });

  it('comes back to an accepted request’s receipt, with its record and status', () => {
    const resumed = reload(run([...toReview, send(), accepted, { type: 'status_changed', status: 'completed' }]));
    expect(resumed).toMatchObject({ step: 'receipt', status: 'completed', submission: { status: 'succeeded', reference: 'fresh-1', record: { transaction_id: 'tx_1' } } });
  });

  it('a receipt with no request to look up starts over', () => {
    const kept = { ...keptOf(run(toReview)), step: 'receipt' as const };
    expect(run([{ type: 'resumed', kept }]).step).toBe('amount');
  });
});

describe('a receipt opened from a reference', () => {
  it('starts on the receipt of that request', () => {
    const state = initialFlowState<Step, Record>(SHAPE, '4821907355302286');
    expect(state.step).toBe('receipt');
    expect(submissionView(state.submission)).toEqual({ status: 'succeeded', reference: '4821907355302286', attempt: 0 });
  });
});

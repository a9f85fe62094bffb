import { describe, expect, it } from 'vitest';
import { createFlowReducer, initialFlowState, keptOf, RampError, submissionView } from '../../../src/core';
import type { FlowEvent, FlowShape, FlowState, FlowValues } from '../../../src/core';
import { BUY_SHAPE } from './buy-shaped';
import type { BuyRecord as Record, BuyStep as Step } from './buy-shaped';

// A flow shaped like the buy flow (see buy-shaped.ts).
const SHAPE = BUY_SHAPE;
const VALUES = { amount: '25,000', vendor: '2034567891', bank: 'Access Bank', account: '0123456780', wallet: 'GAAZ' };

const reduce = createFlowReducer<Step, Record>(SHAPE);

// A flow shaped like the sell flow: nothing is paid before the request, no reference is planned.
type SellStep = 'amount' | 'wallet' | 'bank' | 'review' | 'receipt';
const SELL: FlowShape<SellStep> = {
  steps: ['amount', 'wallet', 'bank', 'review', 'receipt'],
  review: 'review',
  receipt: 'receipt',
  stepFields: { amount: ['amount'], wallet: ['wallet'], bank: ['bank', 'account'], review: [], receipt: [] },
  revisit: [],
};
const SELL_VALUES = { amount: '50', wallet: 'GAAZ', bank: 'Wema Bank', account: '9480948372' };
const sellReduce = createFlowReducer<SellStep, Record>(SELL);
const sellRun = (events: readonly FlowEvent<SellStep, Record>[], from = initialFlowState<SellStep, Record>(SELL)) => events.reduce(sellReduce, from);
type State = FlowState<Step, Record>;
type Event = FlowEvent<Step, Record>;
const run = (events: readonly Event[], from: State = initialFlowState(SHAPE)) => events.reduce(reduce, from);

// Events that name no step, for either flow.
type AnyEvent = FlowEvent<never, Record>;
const next = (values: FlowValues = VALUES): AnyEvent => ({ type: 'continued', values });
const send = (values: FlowValues = VALUES, fresh = 'fresh-1', planned?: string): AnyEvent => ({ type: 'sending', values, fresh, planned });
const accepted: AnyEvent = { type: 'accepted', record: { transaction_id: 'tx_1' }, status: 'pending', at: '2026-01-02T10:00:00.000Z' };
const failed = (error: RampError, refused: { field: string; message: string }[] = [], values: FlowValues = VALUES): AnyEvent => ({ type: 'failed', error, refused, values });
const unavailable = new RampError('upstream', 'The service is unavailable.', { status: 503, retryable: true });
/** Continue through every step to the review. */
const toReview: Event[] = [next(), next(), next(), next()];
const sellToReview: AnyEvent[] = [next(SELL_VALUES), next(SELL_VALUES), next(SELL_VALUES)];

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

  it('ignore a Continue whose check ended after the person moved on, so no step is passed unchecked', () => {
    // Two quick Continues on the amount step: the second check passes first and moves on; the first,
    // checked on the amount step too, must not also pass the pay step.
    const onPay = run([{ type: 'continued', values: VALUES, from: 'amount' }]);
    expect(onPay.step).toBe('pay');
    expect(run([{ type: 'continued', values: VALUES, from: 'amount' }], onPay)).toMatchObject({ step: 'pay', focus: onPay.focus });
  });

  it('after the review, an edit returns straight to it, through the pay step when that comes next', () => {
    const atReview = run(toReview);
    expect(run([{ type: 'opened', step: 'proof', field: 'account' }, next()], atReview).step).toBe('review');
    const editedProof = run([{ type: 'opened', step: 'proof', field: 'account' }], atReview);
    expect(editedProof.focus.field).toBe('account');
    expect(run([{ type: 'opened', step: 'amount' }, next()], atReview).step).toBe('pay');
    expect(run([{ type: 'opened', step: 'amount' }, next(), next()], atReview).step).toBe('review');
  });

  it('after the review, a jump back to it that passes a step with a value left bad shows that value, focused, in its place', () => {
    // Edit the wallet, leave it bad, Back: Continue on the amount step would pass the wallet and bank steps.
    const leftBad = sellRun([...sellToReview, { type: 'opened', step: 'wallet', field: 'wallet' }, { type: 'went_back' }]);
    expect(leftBad.step).toBe('amount');
    const shown = sellRun([{ type: 'continued', values: SELL_VALUES, from: 'amount', invalid: 'wallet' }], leftBad);
    expect(shown).toMatchObject({ step: 'wallet', focus: { field: 'wallet', moves: leftBad.focus.moves + 1 } });
    expect(shown.reachedReview).toBe(true);
    expect(sellRun([{ type: 'continued', values: SELL_VALUES, from: 'amount' }], leftBad).step).toBe('review');
    // A Continue that goes on to the next step shows that step, whatever it names.
    expect(sellRun([{ type: 'continued', values: SELL_VALUES, invalid: 'bank' }]).step).toBe('wallet');
  });

  it('Back on the first step stays there', () => {
    expect(run([{ type: 'went_back' }]).step).toBe('amount');
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

  it('an edited buy keeps the planned reference: it is the narration on the transfer', () => {
    const once = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(unavailable)]);
    const edited = { ...VALUES, account: '1112223334' };
    const state = run([{ type: 'opened', step: 'proof' }, next(edited), send(edited, 'fresh-2', 'narration-1')], once);
    expect(submissionView(state.submission)).toMatchObject({ status: 'submitting', reference: 'narration-1', attempt: 2 });
  });

  it('without a planned reference, an edited request gets a new one', () => {
    const once = sellRun([...sellToReview, send(SELL_VALUES, 'fresh-1'), failed(unavailable, [], SELL_VALUES)]);
    const edited = { ...SELL_VALUES, wallet: 'GBRP' };
    const state = sellRun([{ type: 'opened', step: 'wallet' }, next(edited), send(edited, 'fresh-2')], once);
    expect(submissionView(state.submission)).toMatchObject({ status: 'submitting', reference: 'fresh-2', attempt: 1 });
  });

  it('a refusal that cannot go again sets a request aside for a new one, never a transfer made; "Start another" takes a new reference', () => {
    const reused = new RampError('payment_failed', 'This request cannot be sent again.', { status: 402, retryable: false });
    const setAside = sellRun([...sellToReview, send(SELL_VALUES, 'fresh-1'), failed(reused, [], SELL_VALUES), { type: 'set_aside' }]);
    expect(setAside).toMatchObject({ step: 'review', submission: { status: 'idle', request: null } });
    expect(submissionView(sellRun([send(SELL_VALUES, 'fresh-2')], setAside).submission).reference).toBe('fresh-2');
    const paid = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(reused)]);
    expect(reduce(paid, { type: 'set_aside' })).toBe(paid);
    const another = run([...toReview, send(), accepted, { type: 'reset' }]);
    expect(another).toMatchObject({ step: 'amount', committed: false, reachedReview: false, status: undefined });
    expect(submissionView(run([...toReview, send(VALUES, 'fresh-9', 'narration-2')], another).submission).reference).toBe('narration-2');
  });
});

describe('while a request is on its way', () => {
  it('ignores every move, a second Confirm and every new start: what is on screen is what is sent', () => {
    const sending = run([...toReview, send()]);
    const moves: Event[] = [{ type: 'went_back' }, { type: 'opened', step: 'amount' }, next(), send(VALUES, 'fresh-2'), { type: 'set_aside' }, { type: 'correcting' }, { type: 'reset' }];
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

  it('a request that failed before the reload keeps its reference: confirming again sends the same one', () => {
    const resumed = reload(run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), failed(unavailable)]));
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

describe('an outcome never learnt', () => {
  const lost: AnyEvent = { type: 'outcome_unknown', lookup: 'not_found' };
  const unknown = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), { type: 'checking' }, lost]);

  it('keeps the request and its reference, on the review, after its answer was lost and the status route did not find it', () => {
    expect(unknown).toMatchObject({ step: 'review', submission: { status: 'unknown', lookup: 'not_found' } });
    expect(submissionView(unknown.submission)).toEqual({ status: 'unknown', reference: 'narration-1', attempt: 1, uncertain: true, lookup: 'not_found' });
  });

  it('moves nowhere and starts nothing new meanwhile: no Back, no Edit, no correction, no separate purchase, no "Start another"', () => {
    const current = { reference: 'narration-1', values: { amount: '25,000', vendor: '2034567891' } };
    const moves: Event[] = [{ type: 'went_back' }, { type: 'opened', step: 'amount' }, next(), { type: 'set_aside' }, { type: 'correcting' }, { type: 'separated', current }, { type: 'reset' }];
    for (const move of moves) expect(reduce(unknown, move)).toBe(unknown);
  });

  it('"Check again" asks the status route for the same reference: found, the receipt; not found or failing, unknown again', () => {
    const checking = reduce(unknown, { type: 'checking' });
    expect(submissionView(checking.submission)).toMatchObject({ status: 'checking', reference: 'narration-1', uncertain: true });
    expect(reduce(checking, accepted)).toMatchObject({ step: 'receipt', submission: { status: 'succeeded', reference: 'narration-1' } });
    expect(reduce(checking, { type: 'outcome_unknown', lookup: 'failing' })).toMatchObject({ submission: { status: 'unknown', lookup: 'failing' } });
  });

  it('"Send again" sends the same request under the same reference, whatever a new reference would have been', () => {
    const again = reduce(unknown, send({ ...VALUES, wallet: 'GBRP' }, 'fresh-2', 'narration-2'));
    expect(submissionView(again.submission)).toEqual({ status: 'submitting', reference: 'narration-1', attempt: 2, uncertain: true });
    // A sell has no planned reference: the same key too.
    const sell = sellRun([...sellToReview, send(SELL_VALUES, 'fresh-1'), lost]);
    expect(submissionView(sellRun([send(SELL_VALUES, 'fresh-2')], sell).submission)).toMatchObject({ reference: 'fresh-1', attempt: 2 });
  });

  it('sent again, a definite refusal is shown as a failure, the reference still the transfer’s', () => {
    const refused = new RampError('payment_failed', 'The service could not complete this transaction.', { status: 402 });
    const state = run([send(), failed(refused)], unknown);
    expect(submissionView(state.submission)).toMatchObject({ status: 'failed', reference: 'narration-1', uncertain: true });
  });

  it('sent again and not taken this time (503, 429, a duplicate in flight) or never sent at all, it stays of unknown outcome under its reference', () => {
    const rateLimited = new RampError('rate_limited', 'Too many requests.', { status: 429, retryable: true });
    // The vendor the request names is not on the list just now: the request never left the widget.
    const notSent = new RampError('validation', 'Choose a payment vendor from the list.', { fields: { vendor_name: 'Choose a payment vendor from the list.' } });
    for (const error of [unavailable, rateLimited, notSent]) {
      const state = run([send(), failed(error, error === notSent ? [{ field: 'vendor', message: 'Choose a payment vendor from the list.' }] : [])], unknown);
      expect(state).toMatchObject({ step: 'review', committed: true, refused: [], submission: { status: 'unknown', lookup: 'failing' } });
      expect(submissionView(state.submission)).toMatchObject({ reference: 'narration-1', attempt: 2, uncertain: true });
      // Nothing moves meanwhile, and "Send again" keeps the reference.
      expect(reduce(state, { type: 'opened', step: 'amount' })).toBe(state);
      expect(submissionView(run([send(VALUES, 'fresh-3')], state).submission)).toMatchObject({ reference: 'narration-1', attempt: 3 });
    }
    // A sell edited after such an answer would otherwise go under a new key while the first may exist.
    const sell = sellRun([...sellToReview, send(SELL_VALUES, 'fresh-1'), lost, send(SELL_VALUES, 'fresh-2'), failed(unavailable)]);
    expect(sellRun([{ type: 'opened', step: 'amount' }], sell)).toBe(sell);
  });

  it('"Send again" keeps the body the request first left with, across a reload too; an answer that settles it lets the next one be written anew', () => {
    const BODY = '{"bank_name":"Guaranty Trust Bank","reference":"narration-1"}';
    const requestOf = (state: State) => (state.submission.status === 'succeeded' ? null : state.submission.request);
    const written = run([...toReview, send(VALUES, 'fresh-1', 'narration-1'), { type: 'written', body: BODY }]);
    expect(requestOf(written)?.body).toBe(BODY);
    const lostOnce = run([{ type: 'checking' }, lost], written);
    expect(requestOf(reduce(lostOnce, send()))).toMatchObject({ reference: 'narration-1', attempt: 2, body: BODY });
    const reloaded = run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(written))) }]);
    expect(requestOf(reduce(reloaded, send()))).toMatchObject({ reference: 'narration-1', attempt: 2, body: BODY });
    // Refused for certain (a field to correct, or not taken at all): the next request leaves as its values say then.
    const refusedOnce = run([failed(unavailable)], written);
    expect(requestOf(reduce(refusedOnce, send()))).toMatchObject({ reference: 'narration-1', attempt: 2, body: undefined });
    // Written only for a request on its way.
    expect(reduce(unknown, { type: 'written', body: BODY })).toBe(unknown);
  });

  it('a value the widget refuses at "Send again" (a list changed meanwhile) moves nothing: the review stays, the transfer stays paid', () => {
    expect(reduce(unknown, { type: 'check_failed', field: 'vendor' })).toBe(unknown);
    const sending = reduce(unknown, send());
    expect(reduce(sending, { type: 'check_failed', field: 'vendor' })).toBe(sending);
  });

  it('a reload cut the request short: it comes back of unknown outcome on the review, never as a fresh Confirm', () => {
    const reload = (state: State) => run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(state))) }]);
    for (const cutShort of [run([...toReview, send(VALUES, 'fresh-1', 'narration-1')]), run([{ type: 'checking' }], run([...toReview, send(VALUES, 'fresh-1', 'narration-1')])), unknown]) {
      const resumed = reload(cutShort);
      expect(resumed).toMatchObject({ step: 'review', submission: { status: 'unknown' } });
      expect(submissionView(resumed.submission)).toMatchObject({ reference: 'narration-1', uncertain: true });
    }
  });

  it('a request still on its way in this page (its widget taken out, another put back) comes back on its way, and its answer lands', () => {
    const join = (state: State) => run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(state))), onItsWay: true }]);
    const sent = run([...toReview, send(VALUES, 'fresh-1', 'narration-1')]);
    const joined = join(sent);
    expect(joined).toMatchObject({ step: 'review', committed: true, submission: { status: 'submitting' } });
    expect(submissionView(joined.submission)).toEqual({ status: 'submitting', reference: 'narration-1', attempt: 1 });
    // Nothing moves meanwhile, and a second Confirm sends nothing.
    expect(reduce(joined, { type: 'opened', step: 'amount' })).toBe(joined);
    expect(reduce(joined, send())).toBe(joined);
    // Its answer, whichever it is, is what the flow shows.
    expect(reduce(joined, accepted)).toMatchObject({ step: 'receipt', submission: { status: 'succeeded', reference: 'narration-1' } });
    const refused = new RampError('validation', 'The account number is not valid.', { status: 422, fields: { account_number: 'Not valid' } });
    expect(reduce(joined, failed(refused, [{ field: 'account', message: 'Not valid' }]))).toMatchObject({ step: 'proof', focus: { field: 'account' }, submission: { status: 'failed' }, refused: [{ field: 'account' }] });
    expect(reduce(joined, { type: 'outcome_unknown', lookup: 'not_found' }).submission).toMatchObject({ status: 'unknown', lookup: 'not_found' });
    // Looked for when the page joined it: looked for still. Sent again after an outcome never learnt: still in doubt.
    expect(join(run([{ type: 'checking' }], sent)).submission.status).toBe('checking');
    expect(submissionView(join(run([send()], unknown)).submission)).toEqual({ status: 'submitting', reference: 'narration-1', attempt: 2, uncertain: true });
    // Settled before it was put back: as after a reload.
    expect(join(unknown).submission).toMatchObject({ status: 'unknown', request: { reference: 'narration-1' } });
  });
});

describe('a transfer already made', () => {
  const transfer = (reference: string, amount: string) => ({ reference, values: { amount, vendor: '2034567891' } });
  const atReview = run([...toReview]);

  it('"Correct what I paid" opens amount and vendor on the first step and goes on past the pay step; the reference stays', () => {
    const correcting = reduce(atReview, { type: 'correcting' });
    expect(correcting).toMatchObject({ step: 'amount', committed: true, correcting: true, focus: { field: 'amount' } });
    const corrected = { ...VALUES, amount: '40,000' };
    const back = run([next(corrected)], correcting);
    expect(back).toMatchObject({ step: 'review', committed: true, correcting: false });
    expect(submissionView(run([send(corrected, 'fresh-1', 'narration-1')], back).submission).reference).toBe('narration-1');
    // Before the review was reached, it goes on to the proof of payment, not to the pay step.
    expect(run([next(), next(), { type: 'went_back' }, { type: 'went_back' }, { type: 'correcting' }, next(corrected)]).step).toBe('proof');
  });

  it('a separate purchase sets the paid transfer aside, reachable, and starts unpaid; only one is set aside at a time', () => {
    const separate = reduce(atReview, { type: 'separated', current: transfer('narration-1', '40,000') });
    expect(separate).toMatchObject({ step: 'amount', committed: false, parked: transfer('narration-1', '40,000') });
    const paidAgain = run([next(), next()], separate);
    expect(paidAgain.committed).toBe(true);
    expect(reduce(paidAgain, { type: 'separated', current: transfer('narration-2', '10,000') })).toBe(paidAgain);
  });

  it('claiming the set-aside transfer takes it up again, paid, and sets the one on screen aside when it was paid and not sent', () => {
    const separate = reduce(atReview, { type: 'separated', current: transfer('narration-1', '40,000') });
    // Not yet paid: the new purchase is simply dropped.
    expect(reduce(separate, { type: 'unparked', current: transfer('narration-2', '10,000') })).toMatchObject({ step: 'review', committed: true, parked: null });
    // Paid: the two change places.
    const paidAgain = run([next(), next()], separate);
    expect(reduce(paidAgain, { type: 'unparked', current: transfer('narration-2', '10,000') })).toMatchObject({ committed: true, parked: transfer('narration-2', '10,000') });
  });

  it('after the separate purchase’s receipt, the set-aside transfer is still there, and claiming it starts past the pay step', () => {
    const separate = reduce(atReview, { type: 'separated', current: transfer('narration-1', '40,000') });
    const received = run([next(), next(), send(VALUES, 'fresh-1', 'narration-2'), accepted], separate);
    expect(received).toMatchObject({ step: 'receipt', parked: transfer('narration-1', '40,000') });
    const another = reduce(received, { type: 'reset' });
    expect(another.parked).toEqual(transfer('narration-1', '40,000'));
    const claimed = reduce(received, { type: 'unparked', current: transfer('narration-2', '25,000') });
    expect(claimed).toMatchObject({ step: 'proof', committed: true, parked: null, reachedReview: false, submission: { status: 'idle', request: null } });
  });

  it('is dismissed only when the person says so, and it survives a reload until then', () => {
    const separate = reduce(atReview, { type: 'separated', current: transfer('narration-1', '40,000') });
    const resumed = run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(separate))) }]);
    expect(resumed.parked).toEqual(transfer('narration-1', '40,000'));
    expect(reduce(resumed, { type: 'parked_dismissed' }).parked).toBeNull();
    // Not while a request is on its way: what the person dismisses may be what is being sent.
    const sending = run([next(), next(), send(VALUES, 'fresh-1', 'narration-2')], separate);
    expect(reduce(sending, { type: 'parked_dismissed' })).toBe(sending);
  });
});

describe('the estimate shown', () => {
  const quote = { receive: 24_900, receive_currency: 'cNGN', rate: 1, fee: 100, expires_at: '2026-01-02T10:05:00.000Z' };

  it('is kept with the request, across a reload, and a request sent again keeps the first one', () => {
    const sent = reduce(run(toReview), { type: 'sending', values: VALUES, fresh: 'fresh-1', planned: 'narration-1', estimate: quote });
    const received = reduce(sent, accepted);
    expect(run([{ type: 'resumed', kept: JSON.parse(JSON.stringify(keptOf(received))) }]).estimate).toEqual(quote);
    const again = run([failed(unavailable), { type: 'sending', values: VALUES, fresh: 'fresh-2', planned: 'narration-1', estimate: { ...quote, receive: 1 } }], sent);
    expect(again.estimate).toEqual(quote);
  });
});

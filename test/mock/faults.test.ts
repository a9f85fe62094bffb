import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../src/mock';
import { manualClock } from '../support/manual-clock';
import { track } from '../support/settled';

function setup(faults?: Parameters<typeof createMockRampService>[0]) {
  const mock = createMockRampService(faults);
  const get = (path = 'banks', init: RequestInit = {}) =>
    mock.fetch(`http://mock.test/transactions/v1/${path}`, { ...init, headers: { [mock.secretHeader]: mock.secretKey } });
  return { mock, get };
}

describe('mock fault injection', () => {
  it('answers any status with the given body, or a service-shaped error', async () => {
    const { mock, get } = setup({ faults: { status: 503 } });
    const plain = await get();
    expect(plain.status).toBe(503);
    expect(await plain.json()).toEqual({ status: 'error', message: 'Injected failure' });
    mock.setFaults({ status: 409, body: { status: 'error', message: 'Duplicate reference' } });
    expect(await (await get()).json()).toEqual({ status: 'error', message: 'Duplicate reference' });
    mock.setFaults({ status: 502, body: 'Bad Gateway' });
    expect(await (await get()).text()).toBe('Bad Gateway');
  });

  it('answers 200 with a body that is not JSON when malformed', async () => {
    const { get } = setup({ faults: { malformed: true } });
    const response = await get();
    expect(response.status).toBe(200);
    await expect(response.clone().json()).rejects.toThrow();
  });

  describe('on fake timers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('adds latency before the normal answer', async () => {
      vi.useFakeTimers();
      const { get } = setup({ faults: { latencyMs: 80 } });
      const answer = track(get());
      await vi.advanceTimersByTimeAsync(79);
      expect(answer.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answer.settled).toBe(true);
      expect((await answer.promise).status).toBe(200);
    });

    it('hangs until the request signal aborts', async () => {
      vi.useFakeTimers();
      const { get } = setup({ faults: { hang: true } });
      const controller = new AbortController();
      const pending = track(get('banks', { signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(pending.settled).toBe(false);
      controller.abort();
      await expect(pending.promise).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  it('waits on the clock it is given: latency passes as that clock moves, not the page\'s', async () => {
    const clock = manualClock();
    const { get } = setup({ clock, faults: { latencyMs: 80 } });
    const answer = track(get());
    await clock.advance(79);
    expect(answer.settled).toBe(false);
    await clock.advance(1);
    expect(answer.settled).toBe(true);
    expect((await answer.promise).status).toBe(200);
  });

  it('holds an answer until the test lets it go, then answers as the rest of the fault says', async () => {
    let release = () => {};
    const { mock, get } = setup();
    mock.setFaults({ route: 'banks', until: new Promise<void>((resolve) => (release = resolve)), status: 503, times: 1 });
    const held = track(get());
    expect((await get('vendors')).status).toBe(200);
    expect(held.settled).toBe(false);
    release();
    expect((await held.promise).status).toBe(503);
    expect((await get()).status).toBe(200);
  });

  it('gives up a hold as soon as the caller aborts', async () => {
    const { get } = setup({ faults: { until: new Promise(() => {}) } });
    const controller = new AbortController();
    const held = get('banks', { signal: controller.signal });
    controller.abort();
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up a hang when the caller aborts, even after a garbage collection', async () => {
    // A Request made from the caller's init carries a copy of its signal that follows it only while the
    // copy's controller lives, and Node's fetch holds that weakly: the fault must wait on the caller's own.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const { get } = setup({ faults: { hang: true } });
    const controller = new AbortController();
    const hung = track(get('banks', { signal: controller.signal }));
    // A new task: what the request's job kept alive may now be collected.
    await new Promise((next) => setImmediate(next));
    collect();
    controller.abort();
    // Settled by the abort (a guard, not a time limit: without the abort reaching it, it never settles).
    await vi.waitFor(() => expect(hung.settled).toBe(true), { timeout: 10_000 });
    await expect(hung.promise).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up latency as soon as the caller aborts', async () => {
    // An hour of latency: were the abort ignored, this test could only end by timing out.
    const { get } = setup({ faults: { latencyMs: 3_600_000 } });
    await expect(get('banks', { signal: AbortSignal.timeout(30) })).rejects.toThrow();
  });

  it('rejects like a dropped connection on reset', async () => {
    const { get } = setup({ faults: { reset: true } });
    const failure = await get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).cause).toMatchObject({ code: 'ECONNRESET' });
  });

  it('limits a fault to one route', async () => {
    const { get } = setup({ faults: { route: 'vendors', status: 500 } });
    expect((await get('vendors?currency=NGN')).status).toBe(500);
    expect((await get('banks')).status).toBe(200);
  });

  it('clears a fault after `times` matching requests, so a retry succeeds', async () => {
    const { get } = setup({ faults: { route: 'banks', status: 503, times: 2 } });
    expect((await get('vendors')).status).toBe(200);
    expect([(await get()).status, (await get()).status, (await get()).status]).toEqual([503, 503, 200]);
  });

  it('applies a fault with `times: 0` to no request', async () => {
    const { get } = setup({ faults: [{ route: 'banks', status: 503, times: 0 }, { route: 'banks', status: 402, times: -1 }] });
    expect((await get()).status).toBe(200);
  });

  it('takes the first matching fault of several', async () => {
    const { get } = setup({ faults: [{ route: 'banks', status: 402, times: 1 }, { status: 500 }] });
    expect([(await get()).status, (await get()).status, (await get('vendors')).status]).toEqual([402, 500, 500]);
  });

  it('changes faults at runtime and clears them with setFaults() or reset()', async () => {
    const { mock, get } = setup();
    mock.setFaults({ status: 500 });
    expect((await get()).status).toBe(500);
    mock.setFaults();
    expect((await get()).status).toBe(200);
    mock.setFaults({ status: 500 });
    mock.reset();
    expect((await get()).status).toBe(200);
  });

  it('creates the transaction before failing when afterCreating, as a lost answer would', async () => {
    const mock = createMockRampService();
    const buy = () =>
      mock.fetch('http://mock.test/transactions/v1/onramp', {
        method: 'POST',
        headers: { [mock.secretHeader]: mock.secretKey, 'content-type': 'application/json' },
        body: JSON.stringify({ business_id: 'b', link_tag: 't', type: 'buy_ramp', amount: 20000, vendor_name: 'v', vendor_bank: 'Access Bank', vendor_number: '0123456789', bank_name: 'Zenith Bank', account_number: '1234567890', reference: 'r1' }),
      });
    mock.setFaults({ reset: true, afterCreating: true, times: 1 });
    await expect(buy()).rejects.toBeInstanceOf(TypeError);
    expect(mock.transactions.map((t) => t.reference)).toEqual(['r1']);
    mock.setFaults({ status: 500 });
    expect((await buy()).status).toBe(500);
    // Without afterCreating the fault comes first and nothing is created.
    expect(mock.transactions).toHaveLength(1);
    mock.setFaults({ status: 500, afterCreating: true });
    expect((await buy()).status).toBe(500);
    expect(mock.transactions).toHaveLength(2);
    mock.reset();
    expect(mock.transactions).toEqual([]);
  });

  it('does not let a caller mutate a fault it passed in', async () => {
    const fault = { status: 500, times: 1 };
    const { get } = setup({ faults: fault });
    await get();
    expect(fault.times).toBe(1);
  });
});

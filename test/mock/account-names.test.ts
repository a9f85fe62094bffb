import { describe, expect, it, vi } from 'vitest';
import { MOCK_ACCOUNTS, MOCK_NO_SUCH_ACCOUNT, createMockRampService } from '../../src/mock';
import { track } from '../support/settled';

const wema = (accountNumber: string) => ({ bankName: 'Wema Bank', bankCode: '035', accountNumber });

describe('the mock account-name enquiry', () => {
  it('gives a known account its holder\'s name in capitals, as banks\' enquiries do', async () => {
    const mock = createMockRampService();
    await expect(mock.resolveAccountName(wema('9480948372'))).resolves.toBe('TANSI JONES');
    await expect(mock.resolveAccountName({ bankName: 'Access Bank', accountNumber: '0123456789' })).resolves.toBe('ADAEZE OKONKWO');
    expect(MOCK_ACCOUNTS.length).toBeGreaterThan(1);
  });

  it('invents a name for any other account, the same for the same bank and number, in any mock', async () => {
    const first = await createMockRampService().resolveAccountName(wema('2233445566'));
    const again = await createMockRampService().resolveAccountName({ bankName: 'WEMA BANK', accountNumber: '2233445566' });
    expect(first).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(again).toBe(first);
  });

  it('gives different accounts different names', async () => {
    const mock = createMockRampService();
    const names = new Set<string | null>();
    for (let index = 0; index < 20; index++) names.add(await mock.resolveAccountName(wema(String(2_000_000_001 + index * 7919))));
    expect(names.size).toBeGreaterThan(10);
  });

  it('finds no account (null) for a number ending in 0000', async () => {
    const mock = createMockRampService();
    expect(MOCK_NO_SUCH_ACCOUNT).toMatch(/0000$/);
    await expect(mock.resolveAccountName(wema(MOCK_NO_SUCH_ACCOUNT))).resolves.toBeNull();
  });

  it('takes the host\'s own accounts instead of the defaults', async () => {
    const mock = createMockRampService({ accounts: [{ bankName: 'Wema Bank', accountNumber: '0123456789', accountName: 'Adaeze Okonkwo' }] });
    await expect(mock.resolveAccountName(wema('0123456789'))).resolves.toBe('ADAEZE OKONKWO');
    await expect(mock.resolveAccountName(wema('9480948372'))).resolves.not.toBe('TANSI JONES');
  });
});

describe('faults on the account-name enquiry', () => {
  it('throws, as an outage would, for the next N enquiries with a status fault, then answers again', async () => {
    const mock = createMockRampService({ faults: { route: 'account_name', status: 503, times: 1 } });
    await expect(mock.resolveAccountName(wema('9480948372'))).rejects.toThrow(/503/);
    await expect(mock.resolveAccountName(wema('9480948372'))).resolves.toBe('TANSI JONES');
  });

  it('throws like a dropped connection on reset', async () => {
    const mock = createMockRampService({ faults: { route: 'account_name', reset: true } });
    await expect(mock.resolveAccountName(wema('9480948372'))).rejects.toBeInstanceOf(TypeError);
  });

  it('answers something that is not a name when malformed', async () => {
    const mock = createMockRampService({ faults: { route: 'account_name', malformed: true } });
    expect(typeof (await mock.resolveAccountName(wema('9480948372')))).not.toBe('string');
  });

  it('hangs until the caller\'s signal aborts', async () => {
    vi.useFakeTimers();
    try {
      const mock = createMockRampService({ faults: { route: 'account_name', hang: true } });
      const controller = new AbortController();
      const pending = track(mock.resolveAccountName(wema('9480948372'), { signal: controller.signal }));
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(pending.settled).toBe(false);
      controller.abort();
      await expect(pending.promise).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the name until the test lets it go', async () => {
    let release = () => {};
    const mock = createMockRampService({ faults: { route: 'account_name', until: new Promise<void>((resolve) => (release = resolve)) } });
    const held = track(mock.resolveAccountName(wema('9480948372')));
    await mock.fetch('http://mock.test/transactions/v1/banks', { headers: { [mock.secretHeader]: mock.secretKey } });
    expect(held.settled).toBe(false);
    release();
    await expect(held.promise).resolves.toBe('TANSI JONES');
  });

  it('gives up latency as soon as the caller aborts', async () => {
    const mock = createMockRampService({ faults: { route: 'account_name', latencyMs: 3_600_000 } });
    await expect(mock.resolveAccountName(wema('9480948372'), { signal: AbortSignal.timeout(30) })).rejects.toThrow();
  });

  it('is left alone by a fault without a route, which still reaches the service\'s operations', async () => {
    const mock = createMockRampService({ faults: { status: 503, times: 1 } });
    await expect(mock.resolveAccountName(wema('9480948372'))).resolves.toBe('TANSI JONES');
    const banks = await mock.fetch('http://mock.test/transactions/v1/banks', { headers: { [mock.secretHeader]: mock.secretKey } });
    expect(banks.status).toBe(503);
  });

  it('follows setFaults at run time', async () => {
    const mock = createMockRampService();
    mock.setFaults({ route: 'account_name', status: 500 });
    await expect(mock.resolveAccountName(wema('9480948372'))).rejects.toThrow();
    mock.setFaults();
    await expect(mock.resolveAccountName(wema('9480948372'))).resolves.toBe('TANSI JONES');
  });
});

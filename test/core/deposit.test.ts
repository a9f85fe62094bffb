import { describe, expect, it } from 'vitest';
import { parseDeposit, serviceDepositAddress } from '../../src/core';
import { stellarAccount } from './wallet/support/keys';

const POLYGON = `0x${'ab'.repeat(20)}`;
const STELLAR = stellarAccount(new Uint8Array(32).fill(7));

describe('parseDeposit', () => {
  it('reads the deposit of an offramp answer, network in any case, memo when given', () => {
    const deposit = { network: 'Stellar', asset: 'USDC', amount: 25.5, address: STELLAR, memo: '4821' };
    expect(parseDeposit({ deposit })).toEqual({ network: 'stellar', asset: 'USDC', amount: 25.5, address: STELLAR, memo: '4821' });
    expect(parseDeposit({ deposit: { ...deposit, memo: '' } })).toEqual({ network: 'stellar', asset: 'USDC', amount: 25.5, address: STELLAR });
  });

  it('gives undefined when a part is missing or of the wrong kind, so nothing made up is shown', () => {
    const deposit = { network: 'polygon', asset: 'USDT', amount: 20, address: POLYGON };
    expect(parseDeposit({ deposit })).toBeDefined();
    for (const broken of [{ network: 'bitcoin' }, { asset: 'NGN' }, { amount: '20' }, { amount: Infinity }, { address: '' }]) {
      expect(parseDeposit({ deposit: { ...deposit, ...broken } })).toBeUndefined();
    }
    for (const json of [null, {}, { deposit: 'x' }, [deposit]]) expect(parseDeposit(json)).toBeUndefined();
  });
});

describe('serviceDepositAddress', () => {
  it('finds the address at the top level or under deposit, transaction or data, with its memo', () => {
    expect(serviceDepositAddress({ deposit_address: POLYGON }, 'polygon')).toEqual({ address: POLYGON });
    expect(serviceDepositAddress({ transaction: { wallet_to_pay: ` ${STELLAR} `, memo: '77' } }, 'stellar')).toEqual({ address: STELLAR, memo: '77' });
    expect(serviceDepositAddress({ data: { address: POLYGON } }, 'avalanche')).toEqual({ address: POLYGON });
  });

  it('ignores an address that is not valid on the network', () => {
    expect(serviceDepositAddress({ deposit_address: POLYGON }, 'stellar')).toBeUndefined();
    expect(serviceDepositAddress({ deposit: { address: 'not-an-address' } }, 'polygon')).toBeUndefined();
    expect(serviceDepositAddress('x', 'polygon')).toBeUndefined();
  });
});

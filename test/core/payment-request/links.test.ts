import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseURL } from '@solana/pay';
import { parse as parseEip681 } from 'eth-url-parser';
import { MAIN_NETWORKS, TEST_NETWORKS, paymentRequest } from '../../../src/core';
import type { DepositInstructions, SellAsset, TokenTable } from '../../../src/core';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { parseSep7Pay } from './sep7';

const ADDRESS = {
  polygon: MOCK_DEPOSIT_ADDRESSES.polygon,
  avalanche: MOCK_DEPOSIT_ADDRESSES.avalanche,
  solana: MOCK_DEPOSIT_ADDRESSES.solana,
  stellar: MOCK_DEPOSIT_ADDRESSES.stellar.address,
};

// What the widget accepts for a sell: 20 up to a million, at most 6 decimals (as the person types it).
const amounts = fc.tuple(fc.integer({ min: 20, max: 1_000_000 }), fc.integer({ min: 0, max: 999_999 })).map(([whole, micro]) => Number(`${whole}.${String(micro).padStart(6, '0')}`));
const tables = fc.constantFrom<[string, TokenTable]>(['main', MAIN_NETWORKS], ['test', TEST_NETWORKS]);
// Stellar text memos: up to 28 bytes, of any characters (spaces, &, =, %, accents).
const memos = fc.string({ unit: 'grapheme', maxLength: 10 }).filter((memo) => memo.trim() !== '' && new TextEncoder().encode(memo).length <= 28);

/** The amount an integer of base units stands for, as the number the instructions hold. */
const fromUnits = (units: string, decimals: number) => Number(units) / 10 ** decimals;

describe('paymentRequest, read back by independent parsers', () => {
  it('EIP-681 on Polygon and Avalanche: the token contract, chain id, deposit address and exact base units', () => {
    fc.assert(
      fc.property(tables, fc.constantFrom('polygon' as const, 'avalanche' as const), fc.constantFrom<SellAsset>('USDC', 'USDT'), amounts, ([, table], network, asset, amount) => {
        const deposit: DepositInstructions = { network, asset, amount, address: ADDRESS[network] };
        const token = table[network].tokens[asset];
        const link = paymentRequest(deposit, table[network]);
        if (!token) {
          expect(link).toBeUndefined();
          return;
        }
        const parsed = parseEip681(link!);
        expect(parsed).toEqual({
          scheme: 'ethereum',
          target_address: token.address,
          chain_id: String(table[network].chain!.chainId),
          function_name: 'transfer',
          parameters: { address: deposit.address, uint256: parsed.parameters!.uint256 },
        });
        expect(parsed.parameters!.uint256).toMatch(/^\d+$/);
        expect(fromUnits(parsed.parameters!.uint256!, token.decimals)).toBe(amount);
      }),
    );
  });

  it('Solana Pay: the deposit address, the amount in tokens, the mint', () => {
    fc.assert(
      fc.property(tables, fc.constantFrom<SellAsset>('USDC', 'USDT'), amounts, ([, table], asset, amount) => {
        const deposit: DepositInstructions = { network: 'solana', asset, amount, address: ADDRESS.solana };
        const token = table.solana.tokens[asset];
        const link = paymentRequest(deposit, table.solana);
        if (!token) {
          expect(link).toBeUndefined();
          return;
        }
        const parsed = parseURL(link!);
        expect('recipient' in parsed && String(parsed.recipient)).toBe(deposit.address);
        if (!('splToken' in parsed)) throw new Error('not a transfer request');
        expect(String(parsed.splToken)).toBe(token.address);
        expect(parsed.amount).toBe(amount);
        // The specification allows no more decimals than the mint has, and no exponent.
        expect(new URL(link!).searchParams.get('amount')).toMatch(new RegExp(`^\\d+(\\.\\d{1,${token.decimals}})?$`));
        expect([parsed.reference, parsed.memo, parsed.label, parsed.message]).toEqual([undefined, undefined, undefined, undefined]);
      }),
    );
  });

  it('SEP-7 pay: destination, amount, asset code and issuer, the memo as text, the test passphrase off the public network', () => {
    fc.assert(
      fc.property(tables, amounts, fc.option(memos, { nil: undefined }), ([name, table], amount, memo) => {
        const deposit: DepositInstructions = { network: 'stellar', asset: 'USDC', amount, address: ADDRESS.stellar, ...(memo ? { memo } : {}) };
        const pay = parseSep7Pay(paymentRequest(deposit, table.stellar)!);
        expect(pay).toEqual({
          destination: deposit.address,
          amount: String(amount),
          asset_code: 'USDC',
          asset_issuer: table.stellar.tokens.USDC!.address,
          ...(memo ? { memo, memo_type: 'MEMO_TEXT' } : {}),
          ...(name === 'test' ? { network_passphrase: 'Test SDF Network ; September 2015' } : {}),
        });
        expect(Number(pay.amount)).toBe(amount);
      }),
    );
  });

  it('gives no link where a fact is missing: Stellar USDT with no issuer, an unknown network entry, an amount finer than the coin', () => {
    const stellar: DepositInstructions = { network: 'stellar', asset: 'USDT', amount: 25.5, address: ADDRESS.stellar };
    expect(paymentRequest(stellar, MAIN_NETWORKS.stellar)).toBeUndefined();
    expect(paymentRequest({ ...stellar, asset: 'USDC' }, undefined)).toBeUndefined();
    expect(paymentRequest({ network: 'polygon', asset: 'USDC', amount: 25.1234567, address: ADDRESS.polygon }, MAIN_NETWORKS.polygon)).toBeUndefined();
    expect(paymentRequest({ network: 'solana', asset: 'USDC', amount: 1e21, address: ADDRESS.solana }, MAIN_NETWORKS.solana)).toBeUndefined();
  });

  it('writes the example of each standard as its specification shows it', () => {
    const polygon = paymentRequest({ network: 'polygon', asset: 'USDT', amount: 25.5, address: ADDRESS.polygon }, MAIN_NETWORKS.polygon);
    expect(polygon).toBe(`ethereum:0xc2132D05D31c914a87C6611C10748AEb04B58e8F@137/transfer?address=${ADDRESS.polygon}&uint256=25500000`);
    const solana = paymentRequest({ network: 'solana', asset: 'USDC', amount: 20, address: ADDRESS.solana }, MAIN_NETWORKS.solana);
    expect(solana).toBe(`solana:${ADDRESS.solana}?amount=20&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`);
    const stellar = paymentRequest({ network: 'stellar', asset: 'USDC', amount: 120.5, address: ADDRESS.stellar, memo: 'a b&c' }, MAIN_NETWORKS.stellar);
    expect(stellar).toBe(
      `web+stellar:pay?destination=${ADDRESS.stellar}&amount=120.5&asset_code=USDC&asset_issuer=GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN&memo=a%20b%26c&memo_type=MEMO_TEXT`,
    );
  });
});

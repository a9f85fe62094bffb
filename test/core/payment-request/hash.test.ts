import { describe, expect, it } from 'vitest';
import { readDepositHash } from '../../../src/core';

// Transaction ids in the shape each network's explorer shows them.
const POLYGON = '0x0b6f4f2ec6a1c1d5a8e4b7d2f0e5c9b3a7d1e4f8c2b6a0d3e7f1c5b9a3d7e1f4';
const STELLAR = '3389e9f0f1a65f19736cacf544c2e825313e8447f569233bb8db39aa607c8889';
const SOLANA = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('a deposit’s transaction hash, per network', () => {
  it('takes each network’s own shape, trimmed', () => {
    expect(readDepositHash('polygon', ` ${POLYGON} `)).toEqual({ ok: true, value: POLYGON });
    expect(readDepositHash('avalanche', POLYGON)).toEqual({ ok: true, value: POLYGON });
    expect(readDepositHash('stellar', STELLAR)).toEqual({ ok: true, value: STELLAR });
    expect(readDepositHash('solana', SOLANA)).toEqual({ ok: true, value: SOLANA });
  });

  it('refuses another network’s shape, a cut-off hash and base58’s missing letters', () => {
    expect(readDepositHash('polygon', STELLAR)).toMatchObject({ ok: false, code: 'format' });
    expect(readDepositHash('stellar', POLYGON)).toMatchObject({ ok: false, code: 'format' });
    expect(readDepositHash('solana', STELLAR.replace(/[0-9]/g, 'O'))).toMatchObject({ ok: false, code: 'format' });
    expect(readDepositHash('polygon', POLYGON.slice(0, -1))).toMatchObject({ ok: false, code: 'format' });
    expect(readDepositHash('solana', `${SOLANA.slice(0, -1)}0`)).toMatchObject({ ok: false, code: 'format' });
    expect(readDepositHash('polygon', '  ')).toMatchObject({ ok: false, code: 'required' });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base58 } from '@scure/base';
import { detectNetwork, validateWalletAddress } from '../../../src/core';
import { isOnCurve, programAddress } from './support/keys';

// Public keys of well-known accounts: the system program (32 zero bytes), the token programs, the USDC
// and wrapped-SOL mints, and wallets used in Solana's own examples. Each is checked to be on the curve below.
const ON_CURVE = [
  '11111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'So11111111111111111111111111111111111111112',
  'vines1vzrYbzLMRdu58ou5XTby4qAqVRLmqo36NKPTg',
  '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
];
const [, TOKEN, ATA, USDC, , , WALLET] = ON_CURVE as [string, string, string, string, string, string, string];
// A program-derived address (associated token account of WALLET for USDC), derived here, off the curve.
const PDA = programAddress([base58.decode(WALLET), base58.decode(TOKEN), base58.decode(USDC)], base58.decode(ATA));

describe('Solana addresses', () => {
  it.each(ON_CURVE)('accepts the on-curve key %s', (address) => {
    expect(isOnCurve(base58.decode(address))).toBe(true);
    expect(validateWalletAddress('solana', address)).toEqual({ ok: true, address });
    expect(detectNetwork(address)).toBe('solana');
  });

  it('accepts an off-curve program-derived address', () => {
    expect(isOnCurve(base58.decode(PDA))).toBe(false);
    expect(validateWalletAddress('solana', PDA)).toEqual({ ok: true, address: PDA });
  });

  it('accepts any 32 bytes, on the curve or off it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => validateWalletAddress('solana', base58.encode(key)).ok),
    );
  });

  it('refuses base58 of any other length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 48 }), (bytes) => {
        fc.pre(bytes.length !== 32 && bytes.length !== 64);
        return !validateWalletAddress('solana', base58.encode(bytes)).ok;
      }),
    );
  });

  it('refuses characters outside base58 (0, O, I, l) with a Solana message', () => {
    const check = validateWalletAddress('solana', `${WALLET.slice(0, 10)}0${WALLET.slice(11)}`);
    expect(check).toMatchObject({ ok: false, code: 'format' });
    expect(!check.ok && check.message).toMatch(/not a Solana address.*no 0, O, I or l/);
  });

  it('refuses an exported 64-byte keypair as a secret key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (keypair) => {
        fc.pre(keypair[0] !== 0);
        const check = validateWalletAddress('solana', base58.encode(keypair));
        return !check.ok && check.code === 'secret_key' && /never share/.test(check.message);
      }),
    );
  });
});

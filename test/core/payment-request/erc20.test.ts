import { describe, expect, it } from 'vitest';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { encodeBalanceOf, encodeTransfer } from '../../../src/core';

const selector = (signature: string) => `0x${bytesToHex(keccak_256(new TextEncoder().encode(signature))).slice(0, 8)}`;

describe('the ERC-20 call data', () => {
  it('transfer(address,uint256): its selector, the address and the amount as 32-byte words', () => {
    const data = encodeTransfer('0x4d7297bcE1062b50759AbFe4092E53789DC2e70c', 25_500_000n);
    expect(data.slice(0, 10)).toBe(selector('transfer(address,uint256)'));
    expect(data).toHaveLength(2 + 8 + 64 * 2);
    expect(data.slice(10, 74)).toBe(`${'0'.repeat(24)}4d7297bce1062b50759abfe4092e53789dc2e70c`);
    expect(BigInt(`0x${data.slice(74)}`)).toBe(25_500_000n);
  });

  it('balanceOf(address): its selector and the owner', () => {
    const data = encodeBalanceOf('0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22');
    expect(data).toBe(`${selector('balanceOf(address)')}${'0'.repeat(24)}6388add2f71c41668bb0d5fa1f44698eb3d8fd22`);
  });
});

import { describe, expect, it } from 'vitest';
import { isTerminalStatus, normaliseStatus, parseStatusAnswer } from '../../src/core';

describe('normaliseStatus', () => {
  it('reads the words the service is seen to use, in any case', () => {
    expect(normaliseStatus('pending')).toBe('pending');
    expect(normaliseStatus('success')).toBe('pending');
    expect(normaliseStatus('Completed')).toBe('completed');
    expect(normaliseStatus('COMPLETED')).toBe('completed');
    expect(normaliseStatus(' Failed ')).toBe('failed');
  });

  it('invents nothing for a word it does not know', () => {
    expect(normaliseStatus('done-ish')).toBeUndefined();
    expect(normaliseStatus(3)).toBeUndefined();
    expect(normaliseStatus(undefined)).toBeUndefined();
  });

  it('counts only completed and failed as terminal', () => {
    expect(isTerminalStatus('pending')).toBe(false);
    expect(isTerminalStatus('completed')).toBe(true);
    expect(isTerminalStatus('failed')).toBe(true);
  });
});

describe('parseStatusAnswer', () => {
  const read = (raw: unknown) => (typeof raw === 'object' && raw !== null ? (raw as { reference?: string }) : undefined);

  it('reads the status, the transaction and the time', () => {
    const answer = parseStatusAnswer({ status: 'Completed', transaction: { reference: 'r1' }, updated_at: '2026-11-22T10:00:00Z' }, read);
    expect(answer).toEqual({ status: 'completed', transaction: { reference: 'r1' }, updated_at: '2026-11-22T10:00:00Z' });
  });

  it('refuses an answer without a known status or a transaction', () => {
    expect(parseStatusAnswer({ status: 'weird', transaction: {} }, read)).toBeUndefined();
    expect(parseStatusAnswer({ status: 'pending' }, read)).toBeUndefined();
    expect(parseStatusAnswer('pending', read)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { NETWORKS, NETWORK_LABELS, parseNetwork } from '../../../src/core';

describe('networks', () => {
  it('lists the four networks in lower case, with labels', () => {
    expect(NETWORKS).toEqual(['stellar', 'polygon', 'solana', 'avalanche']);
    expect(NETWORK_LABELS).toEqual({ stellar: 'Stellar', polygon: 'Polygon', solana: 'Solana', avalanche: 'Avalanche' });
  });

  it.each([
    ['Avalanche', 'avalanche'],
    ['SOLANA', 'solana'],
    [' stellar ', 'stellar'],
    ['Polygon', 'polygon'],
  ])('reads %j in any case as %s', (input, network) => {
    expect(parseNetwork(input)).toBe(network);
  });

  it.each(['ethereum', '', 'matic', 3, null, undefined, {}])('gives undefined for %j', (input) => {
    expect(parseNetwork(input)).toBeUndefined();
  });
});

import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { RampProvider } from '../../../src/react/config/RampProvider';
import { createRampQueryClient } from '../../../src/react/config/queryClient';
import { createChain } from '../support';

describe('the vendor list', () => {
  it('is asked for during the first render, before the widget commits: its answer is what the first step waits on', async () => {
    const chain = createChain();
    let atCommit: string[] = [];
    // A parent's layout effect runs once the widget is in the DOM and before any passive effect, where
    // useQuery would start the request.
    function Host() {
      useLayoutEffect(() => {
        atCommit = chain.seen.map((request) => request.path);
      }, []);
      return <BuyRamp signer={chain.signer} />;
    }
    render(
      <RampProvider queryClient={createRampQueryClient()}>
        <Host />
      </RampProvider>,
    );
    expect(atCommit).toEqual(['/vendors']);
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
    // Asked once: the list's own query takes the request already in flight.
    expect(chain.seen.filter((request) => request.path === '/vendors')).toHaveLength(1);
  });
});

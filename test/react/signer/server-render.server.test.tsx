import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp, SellRamp } from '../../../src/index';

describe('a server render', () => {
  it('asks the signer for nothing and shows the lists loading: requests belong to the browser', () => {
    const signer = vi.fn(() => Promise.resolve(new Response('[]')));
    const html = renderToString(
      <>
        <BuyRamp signer={signer} />
        <SellRamp signer={signer} />
      </>,
    );
    expect(signer).not.toHaveBeenCalled();
    expect(html).toContain('data-slot="vendors-loading"');
  });
});

import { describe, expect, it } from 'vitest';
import { buyRequest, chain, newReference, sellRequest } from '../support/chain';

const get = (path: string) => new Request(`http://shop.example/api/ramp/${path}`);

// Issue 35: text from the service's lists and the host's resolver that disguises itself.
describe('the signer and text that holds invisible characters', () => {
  it('lists vendors and banks as they read, so the widget shows and sends the same text', async () => {
    const { signer } = chain({
      mock: {
        vendors: [
          { venderName: 'Ada\u200beze  Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access\u202e Bank' },
          { venderName: '\u0410daeze Okonkwo', vendorNumber: '2034567891', vendorBank: 'Access Bank' },
        ],
        banks: [{ name: 'Wema\u2066 Bank\u2069', code: '035' }],
      },
    });
    expect(await (await signer(get('vendors'))).json()).toEqual({
      vendors: [
        { name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' },
        // A look-alike letter is a letter: it is kept (the widget tells the two apart by their accounts).
        { name: '\u0410daeze Okonkwo', bank: 'Access Bank', number: '2034567891' },
      ],
    });
    expect(await (await signer(get('banks'))).json()).toEqual({ banks: [{ name: 'Wema Bank', code: '035' }] });
  });

  it('answers the resolver\'s name without a bidi override, never "OWKONKO" for "OKNOKWO"', async () => {
    const { signer } = chain({ signer: { resolveAccountName: () => '\u202eOKNOKWO\u202c ADAEZE' } });
    const response = await signer(get('account-name?bank_name=Wema%20Bank&account_number=9480948372'));
    expect(await response.json()).toEqual({ account_name: 'OKNOKWO ADAEZE' });
  });

  it('refuses a sell whose account name holds one, naming the field and the character, and forwards nothing', async () => {
    const { signer, posts } = chain();
    const response = await signer(sellRequest('sell-key-1', { account_name: 'ADAEZE \u202eOKNOKWO' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation', fields: { account_name: 'Account name: remove the invisible character U+202E: it changes how the text reads' } },
    });
    expect(posts('offramp')).toBe(0);
  });

  it('refuses a buy whose vendor name holds one, and forwards nothing', async () => {
    const { signer, posts } = chain();
    const reference = newReference();
    const response = await signer(buyRequest(reference, { vendor_name: 'Ada\u200beze Okonkwo' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { vendor_name: expect.stringContaining('U+200B') } } });
    expect(posts('onramp')).toBe(0);
  });

  it('forwards account numbers and wallets without a paste\'s invisible marks', async () => {
    const { signer, mock } = chain();
    const response = await signer(sellRequest('sell-key-2', { account_number: '\u202a9480948372\u202c' }));
    expect(response.status).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ account_number: '9480948372' });
  });
});

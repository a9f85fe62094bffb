import { describe, expect, it } from 'vitest';
import { buyRequest, chain, newReference, sellRequest } from '../support/chain';

// A name or a vendor's detail goes on to the service, and from there to a bank transfer and its records:
// a control character there is never something a person typed, and the signer cannot know what it does downstream.
const CONTROLS = [
  ['NUL', '\u0000', 'U+0000'],
  ['a line feed', '\n', 'U+000A'],
  ['a carriage return', '\r', 'U+000D'],
  ['a tab', '\t', 'U+0009'],
  ['BEL', '\u0007', 'U+0007'],
  ['DEL', '\u007f', 'U+007F'],
  ['a C1 control (NEL)', '\u0085', 'U+0085'],
] as const;

describe('the signer and control characters in free text', () => {
  it.each(CONTROLS)('refuses a sell whose account name holds %s, naming the field and the character, and forwards nothing', async (_name, char, code) => {
    const { signer, posts } = chain();
    const response = await signer(sellRequest(`sell-${code}`, { account_name: `Tansi${char}Jones` }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'validation', fields: { account_name: expect.stringContaining(code) } } });
    expect(posts('offramp')).toBe(0);
  });

  it.each(['vendor_name', 'vendor_bank', 'vendor_number', 'bank_name', 'account_name'])('refuses a buy whose %s holds a line break, and forwards nothing', async (field) => {
    const { signer, posts } = chain();
    const value = field === 'vendor_number' ? '0123\n456789' : field === 'vendor_bank' ? 'Access\nBank' : field === 'bank_name' ? 'Zenith\r\nBank' : 'Adaeze\nOkonkwo';
    const response = await signer(buyRequest(newReference(), { [field]: value }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: expect.stringMatching(/U\+000[AD]/) } } });
    expect(posts('onramp')).toBe(0);
  });

  it('still takes a name with ordinary spaces around it, trimmed', async () => {
    const { signer, mock } = chain();
    const response = await signer(sellRequest('sell-spaces', { account_name: '  Tansi Jones ' }));
    expect(response.status).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ account_name: 'Tansi Jones' });
  });
});

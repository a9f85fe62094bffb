import { describe, expect, it } from 'vitest';
import { buyRequest, chain, newReference } from '../support/chain';

// Every free-text field of a body is bounded by the signer itself (200 characters), whatever the body's size limit lets through.
describe('the signer bounds the bank name of a body', () => {
  it('refuses a buy whose bank_name is longer than 200 characters, naming it, and forwards nothing', async () => {
    const { signer, posts } = chain();
    const response = await signer(buyRequest(newReference(), { bank_name: `Zenith Bank ${'Z'.repeat(5000)}` }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'validation', fields: { bank_name: 'Bank you paid from: use at most 200 characters' } } });
    expect(posts('onramp')).toBe(0);
  });

  it('takes a bank name of 200 characters', async () => {
    const { signer, mock } = chain();
    const name = `Zenith ${'B'.repeat(193)}`;
    const response = await signer(buyRequest(newReference(), { bank_name: name }));
    expect(response.status).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ bank_name: name });
  });

});

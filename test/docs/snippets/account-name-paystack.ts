import { createRampSigner, type ResolveAccountName } from 'naira-ramp/server';

// Paystack's account resolve: its codes are the CBN's for banks, and the bank list's own `code` for others.
const resolveAccountName: ResolveAccountName = async ({ bankCode, accountNumber }, { signal }) => {
  if (!bankCode) throw new Error('No bank code to resolve this bank with');
  const url = `https://api.paystack.co/bank/resolve?account_number=${accountNumber}&bank_code=${bankCode}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${process.env.PAYSTACK_SECRET_KEY}` }, signal });
  if (response.status === 422) return null; // "Could not resolve account name"
  if (!response.ok) throw new Error(`Paystack answered ${response.status}`);
  const { data } = (await response.json()) as { data: { account_name: string } };
  return data.account_name;
};

export const signer = createRampSigner({ basePath: '/api/ramp', resolveAccountName });

import { expect, userEvent, waitFor } from 'storybook/test';
import type { within } from 'storybook/test';

/** The queries a play function runs inside the story's canvas. */
export type Canvas = ReturnType<typeof within>;

/** Valid addresses per network: published examples (EIP-55 test vectors, Stellar docs, the USDC mint on Solana). */
export const WALLETS = {
  stellar: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  avalanche: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
} as const;

/** A Stellar secret key's shape (S…, 56 characters): what a person might paste by mistake. */
export const STELLAR_SECRET = 'SBKGCMBY56MHTT4EGE3YJIYL4CPWKSGZ7VDEQF4EV4RO6QBZKDQMNRO6';

/** The step heading now shown (each step has one level-3 heading). */
export function stepHeading(canvas: Canvas, name: string | RegExp): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 3, name });
}

/** Waits for the step's heading to be shown and to take focus (the widget moves focus after it renders). */
export async function focusedHeading(canvas: Canvas, name: string | RegExp): Promise<HTMLElement> {
  const heading = await stepHeading(canvas, name);
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** Clicks the step's primary button and waits for the next step's heading. */
export async function continueTo(canvas: Canvas, next: string | RegExp, button = 'Continue'): Promise<HTMLElement> {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return stepHeading(canvas, next);
}

/** Buy step 1: types the amount and picks a vendor once the list has loaded. */
export async function fillAmountAndVendor(canvas: Canvas, { amount = '25000', vendor = /Adaeze Okonkwo/ as string | RegExp } = {}) {
  await userEvent.type(canvas.getByLabelText('Amount in naira'), amount);
  await userEvent.click(await canvas.findByRole('radio', { name: vendor }));
}

/** Buy: from the first step to "Pay the vendor". */
export async function buyToPay(canvas: Canvas, values?: { amount?: string }) {
  await fillAmountAndVendor(canvas, values);
  await continueTo(canvas, 'Pay the vendor');
}

/** Buy: fills the proof of payment (bank and account paid from). */
export async function fillProof(canvas: Canvas, { bank = 'Access Bank', account = '0123456780' } = {}) {
  await userEvent.type(canvas.getByLabelText('Bank you paid from'), bank);
  await userEvent.type(canvas.getByLabelText('Account number you paid from'), account);
}

/** Buy: from the first step to the destination (network and wallet). */
export async function buyToDestination(canvas: Canvas) {
  await buyToPay(canvas);
  await continueTo(canvas, 'Proof of payment', 'I have paid');
  await fillProof(canvas);
  await continueTo(canvas, 'Where to receive the stablecoin');
}

/** Buy: every step filled with valid values, stopping on Review. */
export async function buyToReview(canvas: Canvas, { wallet = WALLETS.stellar as string } = {}) {
  await buyToDestination(canvas);
  await userEvent.type(canvas.getByLabelText('Wallet address'), wallet);
  await continueTo(canvas, 'Review');
}

/** Sell: from the first step to "Network and wallet". */
export async function sellToWallet(canvas: Canvas, { amount = '50' } = {}) {
  await userEvent.type(canvas.getByLabelText('Amount to sell'), amount);
  await continueTo(canvas, 'Network and wallet');
}

/** Sell: from the first step to the payout bank account. */
export async function sellToBank(canvas: Canvas) {
  await sellToWallet(canvas);
  await userEvent.type(canvas.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
  await continueTo(canvas, 'Bank account to receive naira');
}

/** Sell: every step filled with valid values, stopping on Review. */
export async function sellToReview(canvas: Canvas) {
  await sellToBank(canvas);
  await userEvent.type(canvas.getByLabelText('Bank'), 'Wema Bank');
  await userEvent.type(canvas.getByLabelText('Account number'), '9480948372');
  await userEvent.type(canvas.getByLabelText('Account name'), 'Tansi Jones');
  await continueTo(canvas, 'Review');
}

/** The field error tied to a control by `aria-describedby`, as a screen reader would read it. */
export function expectFieldError(control: HTMLElement, message: string | RegExp) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(message instanceof RegExp ? message : expect.stringContaining(message));
}

/** The submission error alert (role="alert" with the error title). */
export async function findSubmitError(canvas: Canvas): Promise<HTMLElement> {
  // The widget may first ask the status route whether a lost request went through.
  const title = await canvas.findByText('Something went wrong', {});
  const alert = title.closest('[role="alert"]');
  if (!(alert instanceof HTMLElement)) throw new Error('The error title is not inside an alert.');
  return alert;
}

/** Buy values a host could prefill: every step valid, so a story can click straight through. */
export const PREFILLED_BUY = {
  amount: '25000',
  vendorNumber: '0123456789',
  bankName: 'Access Bank',
  accountNumber: '0123456780',
  accountName: 'Ngozi Obi',
  network: 'stellar',
  walletAddress: WALLETS.stellar,
} as const;

/** Sell values a host could prefill: every step valid. */
export const PREFILLED_SELL = {
  asset: 'USDT',
  amount: '50',
  network: 'stellar',
  walletAddress: WALLETS.stellar,
  bankName: 'Wema Bank',
  accountNumber: '9480948372',
  accountName: 'Tansi Jones',
} as const;

/** Buy with prefilled values: clicks through to the destination step (waits for the vendor list first). */
export async function buyPrefilledToDestination(canvas: Canvas) {
  await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ });
  await continueTo(canvas, 'Pay the vendor');
  await continueTo(canvas, 'Proof of payment', 'I have paid');
  await continueTo(canvas, 'Where to receive the stablecoin');
}

/** Buy with every value prefilled: clicks through to Review and confirms. */
export async function buyPrefilledAndConfirm(canvas: Canvas) {
  await buyPrefilledToDestination(canvas);
  await continueTo(canvas, 'Review');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and buy' }));
}

/** Sell with every value prefilled: clicks through to Review and confirms. */
export async function sellPrefilledAndConfirm(canvas: Canvas) {
  await continueTo(canvas, 'Network and wallet');
  await continueTo(canvas, 'Bank account to receive naira');
  await continueTo(canvas, 'Review');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sell' }));
}

/** Presses Tab until the focused element has this accessible name or label (keyboard only; gives up after 40 presses). */
export async function tabTo(canvas: Canvas, name: string | RegExp): Promise<HTMLElement> {
  const matches = (element: Element | null) => {
    if (!(element instanceof HTMLElement)) return false;
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return typeof name === 'string' ? label.trim() === name : name.test(label);
  };
  for (let presses = 0; presses < 40; presses += 1) {
    await userEvent.tab();
    if (matches(document.activeElement)) return document.activeElement as HTMLElement;
  }
  throw new Error(`Tab never reached "${String(name)}"; focus is on ${document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'}`);
}

/**
 * A text matcher on an element's whole text, nested elements included (a sentence whose names are set
 * apart in <bdi>): the innermost element whose text matches.
 */
export function wholeText(expected: RegExp) {
  const matches = (element: Element | null) => expected.test(element?.textContent ?? '');
  return (_: string, element: Element | null) => matches(element) && !Array.from(element?.children ?? []).some(matches);
}

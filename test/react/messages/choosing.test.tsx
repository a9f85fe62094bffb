import { renderHook, screen, waitFor } from '@testing-library/react';
import { useLanguage } from '../../../src/react/config/useLanguage';
import { afterEach, describe, expect, it } from 'vitest';
import { BuyRamp, SellRamp } from '../../../src';
import { firstMessages } from '../../../src/react/messages/first';
import { catalogue as pidgin } from '../../../src/react/messages/catalogues/pcm';
import { createChain, renderRamp } from '../support';

/** Every text a node under `root` shows from now on, as it is added or changed. */
function recordTexts(root: Node) {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
      for (const node of nodes) if (node.textContent) seen.push(node.textContent);
    }
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => sessionStorage.clear());

describe('locale picks the catalogue', () => {
  it('shows Pidgin for pcm-NG, never English first, with lang on the root', async () => {
    const texts = recordTexts(document.body);
    renderRamp(<BuyRamp signer={createChain().signer} locale="pcm-NG" />);
    const root = await screen.findByRole('region', { name: pidgin.buyTitle });
    await screen.findByRole('radio', { name: /Adaeze/ });
    texts.stop();
    expect(root.getAttribute('lang')).toBe('pcm-NG');
    const english = [firstMessages.amountLabel, firstMessages.continue, firstMessages.loading, firstMessages.amountStepTitle];
    expect(texts.seen.filter((text) => english.some((words) => text.includes(words)))).toEqual([]);
    expect(screen.getByLabelText(pidgin.amountLabel)).toBeTruthy();
  });

  it('falls back from a region to its language, and from an unknown language to English (Nigeria)', async () => {
    renderRamp(
      <>
        <BuyRamp signer={createChain().signer} locale="pcm" />
        <SellRamp signer={createChain().signer} locale="fr-FR" />
      </>,
    );
    expect((await screen.findByRole('region', { name: pidgin.buyTitle })).getAttribute('lang')).toBe('pcm');
    expect(screen.getByRole('region', { name: firstMessages.sellTitle }).getAttribute('lang')).toBe('en-NG');
  });

  it('lays the host’s messages over the catalogue', async () => {
    renderRamp(<BuyRamp signer={createChain().signer} locale="pcm" messages={{ buyTitle: 'Buy cNGN' }} />);
    await screen.findByRole('region', { name: 'Buy cNGN' });
    expect(screen.getByLabelText(pidgin.amountLabel)).toBeTruthy();
  });
});

describe('the language switch', () => {
  it('offers the allowed languages by their own names, switches every widget, and keeps the pick for the tab', async () => {
    const chain = createChain();
    const { user, unmount } = renderRamp(
      <>
        <BuyRamp signer={chain.signer} languages={['en-NG', 'pcm']} />
        <SellRamp signer={chain.signer} languages={['en-NG', 'pcm']} />
      </>,
    );
    // The switch's code is fetched once a widget offers one.
    const [buySwitch] = await screen.findAllByRole('combobox', { name: firstMessages.language });
    expect([...(buySwitch as HTMLSelectElement).options].map((option) => option.text)).toEqual(['English', 'Pidgin']);
    await user.selectOptions(buySwitch!, 'pcm');
    await screen.findByRole('region', { name: pidgin.buyTitle });
    await screen.findByRole('region', { name: pidgin.sellTitle });
    expect(document.activeElement).toBe(screen.getAllByRole('combobox', { name: pidgin.language })[0]);
    expect(sessionStorage.getItem('naira-ramp:language')).toBe('pcm');
    unmount();
    renderRamp(<BuyRamp signer={chain.signer} languages={['en-NG', 'pcm']} />);
    await waitFor(() => expect(screen.getByRole('region', { name: pidgin.buyTitle })).toBeTruthy());
  });

  it('offers a switch only for two languages or more, however they are written', () => {
    expect(renderHook(() => useLanguage('en-NG', ['en-NG', 'en'])).result.current.offered).toBeUndefined();
    expect(renderHook(() => useLanguage('en-NG', ['pcm'])).result.current.offered).toBeUndefined();
    expect(renderHook(() => useLanguage('en-NG', ['en-NG', 'pcm-NG', 'pcm'])).result.current.offered).toEqual(['en', 'pcm']);
  });

  it('shows no switch without an allow-list of two languages or more', async () => {
    renderRamp(
      <>
        <BuyRamp signer={createChain().signer} languages={['pcm']} locale="en-NG" />
        <SellRamp signer={createChain().signer} languages={['en-NG', 'en']} />
      </>,
    );
    await screen.findByRole('radio', { name: /Adaeze/ });
    expect(screen.queryByRole('combobox', { name: firstMessages.language })).toBeNull();
  });
});

describe('the dialog around a widget', () => {
  it('speaks the widget’s language, under the host’s own words for it', async () => {
    const { RampDialog } = await import('../../../src');
    renderRamp(
      <RampDialog open onClose={() => {}} messages={{ keepOpen: 'Stay' }}>
        <BuyRamp signer={createChain().signer} locale="pcm" />
      </RampDialog>,
    );
    expect(await screen.findByRole('button', { name: pidgin.dialog.close })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

import { memo } from 'react';
import { formatAmount } from '../../core';
import type { AmountLimits, Asset, Quote } from '../../core';
import { useQuote } from './useQuote';
import type { QuoteState } from './useQuote';
import { useQuoteTarget } from './useQuoteTarget';
import type { RampConfig } from '../config/useRampConfig';
import { LaterUi } from '../ui/LaterUi';
import { useLaterUi } from '../ui/RampUi';

/** An amount in a quote's currency, the same in every language: "₦180,250.00", or "24,900.00 cNGN" for a currency without a symbol. */
export function inCurrency(value: number, currency: string): string {
  if (currency === 'NGN' || currency === 'USDT' || currency === 'USDC') return formatAmount(value, currency);
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value)} ${currency}`;
}

/** The quote line as shown: what the person receives, the rate and fee in words, and an expiry note. */
export function QuoteView({ state, asset, id }: { state: QuoteState; asset: Asset; id?: string }) {
  const { messages } = useLaterUi();
  if (state.status === 'off') return null;
  const text = (quote: Quote) => ({
    receive: inCurrency(quote.receive, quote.receive_currency),
    terms: messages.quoteTerms(`1 ${asset === 'NGN' ? '₦' : asset} = ${inCurrency(quote.rate, quote.receive_currency)}`, inCurrency(quote.fee, quote.receive_currency)),
  });
  const shown = state.status === 'ready' ? text(state.quote) : undefined;
  return (
    // Space is kept for two lines whatever the state, so the buttons below never jump as the person types.
    <div id={id} className="nr-quote" data-slot="quote" data-state={state.status === 'ready' && state.expired ? 'expired' : state.status} aria-live="polite">
      {state.status === 'idle' && <p className="nr-quote-note">{messages.quoteIdle}</p>}
      {state.status === 'loading' && <p className="nr-quote-note">{messages.quoteLoading}</p>}
      {state.status === 'error' && <p className="nr-quote-note">{messages.quoteFailed}</p>}
      {shown && state.status === 'ready' && (
        <>
          <p className="nr-quote-receive">
            {messages.quoteLabel} <strong>{shown.receive}</strong>
          </p>
          <p className="nr-quote-note">{state.expired ? messages.quoteExpired : shown.terms}</p>
        </>
      )}
    </div>
  );
}

/** What the first step's quote line is given: the side, the widget's configuration and the flow's limits. */
export type FirstStepQuoteProps = { side: 'buy' | 'sell'; config: RampConfig; limits: AmountLimits };

/** The first step's quote, for the form's amount, asset and network. */
function FirstStepQuoteView({ side, config, limits }: FirstStepQuoteProps) {
  const target = useQuoteTarget(side, limits);
  return <QuoteView state={useQuote(target.query, config)} asset={target.asset} />;
}

/**
 * "You receive ≈ …" on a first step, for the form's amount, asset and network; nothing when the signer
 * gives no quotes. It brings every string with it, as it shows before the later steps. The line renders
 * when typing pauses on a new amount or the quote answers, never per keystroke, and the strings around it
 * only when its props change: it skips its parent's re-renders (its props stay the same objects).
 */
export const FirstStepQuote = memo(function FirstStepQuote(props: FirstStepQuoteProps) {
  return (
    <LaterUi config={props.config}>
      <FirstStepQuoteView {...props} />
    </LaterUi>
  );
});

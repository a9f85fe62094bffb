import type { SupportChannel } from '../config/support';
import { useLaterUi } from './RampUi';

/**
 * How to ask about a request: the reference to quote and the host's `support` link (a web page opens
 * beside the checkout); without one, the business is named and no way to reach it is made up.
 */
export function SupportContact({ reference, support }: { reference: string; support: SupportChannel | undefined }) {
  const { messages } = useLaterUi();
  if (!support) return <p className="nr-support" data-slot="support">{messages.contactBusiness(reference)}</p>;
  const away = support.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <p className="nr-support" data-slot="support" data-kind={support.kind}>
      {messages.contactSupport(reference)}{' '}
      <a className="nr-support-link" href={support.href} {...away}>
        {support.text}
      </a>
    </p>
  );
}

import { useState } from 'react';
import { QrCode } from '../../ui/QrCode';
import { useLaterUi } from '../../ui/RampUi';

type DepositQrProps = { address: string; network: string; memo: boolean; request: string | undefined };

/**
 * The deposit's QR code: the address alone by default (every wallet reads it), saying so; with a payment
 * request, a button switches to the QR code of the whole payment and back.
 */
export function DepositQr({ address, network, memo, request }: DepositQrProps) {
  const { messages } = useLaterUi();
  const [whole, setWhole] = useState(false);
  const showRequest = whole && request !== undefined;
  return (
    <>
      {showRequest ? <QrCode value={request} label={messages.depositQrRequest(network)} /> : <QrCode value={address} label={messages.depositQr(network, address)} />}
      <p className="nr-hint">{showRequest ? messages.depositQrRequestNote : messages.depositQrNote(memo)}</p>
      {request !== undefined && (
        <button type="button" className="nr-link nr-inline" data-slot="qr-switch" onClick={() => setWhole(!whole)}>
          {whole ? messages.depositQrShowAddress : messages.depositQrShowRequest}
        </button>
      )}
    </>
  );
}

import { useMemo } from 'react';
import { lazyModule } from '../flow/lazyModule';

// The encoder is its own chunk that only a person who reaches the deposit instructions pays for.
const encoder = lazyModule(() => import('qr'));

/**
 * A QR code of `value` as an image with an accessible name; until the encoder arrives a box of the
 * same size holds the place.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { module } = encoder.useModule();
  // Error correction M survives a scuffed screen; border 4 is the quiet zone scanners need.
  const url = useMemo(
    () => (module ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(module.default(value, 'svg', { ecc: 'medium', border: 4 }))}` : undefined),
    [module, value],
  );
  return (
    <div className="nr-qr" data-slot="qr" data-state={url ? 'ready' : 'loading'}>
      {url && <img src={url} alt={label} width={192} height={192} />}
    </div>
  );
}

import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an image with an accessible name. The encoder is loaded with a dynamic
 * import, so it is its own chunk that only a person who reaches the deposit step pays for; until it
 * arrives a box of the same size holds the place.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<{ value: string; url: string } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void import('qr').then(({ default: encodeQR }) => {
      // Error correction M survives a scuffed screen; border 4 is the quiet zone scanners need.
      const svg = encodeQR(value, 'svg', { ecc: 'medium', border: 4 });
      if (live) setSource({ value, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const ready = source?.value === value;
  return (
    <div className="nr-qr" data-slot="qr" data-state={ready ? 'ready' : 'loading'}>
      {ready && <img src={source.url} alt={label} width={192} height={192} />}
    </div>
  );
}

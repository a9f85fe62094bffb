import { useMemo } from 'react';
import { lazyModule } from '../hooks/lazyModule';

// The encoder is its own chunk that only a person who reaches the deposit instructions pays for.
const encoder = lazyModule(() => import('qr'));

/**
 * The dark modules of a QR matrix as one SVG path: a unit square per run of dark modules along a
 * row. Drawn as elements rather than an image, so no `img-src` rule of the page can block it.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      runs.push(`M${start} ${y}h${x - start + 1}v1h${start - x - 1}z`);
    }
  });
  return runs.join('');
}

/**
 * A QR code of `value` as an SVG drawing with an accessible name; until the encoder arrives a box of
 * the same size holds the place.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { module } = encoder.useModule();
  // Error correction M survives a scuffed screen; border 4 is the quiet zone scanners need.
  const modules = useMemo(() => module?.default(value, 'raw', { ecc: 'medium', border: 4 }), [module, value]);
  const size = modules?.length ?? 0;
  return (
    <div className="nr-qr" data-slot="qr" data-state={modules ? 'ready' : 'loading'}>
      {modules && (
        <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={192} height={192} shapeRendering="crispEdges">
          <rect className="nr-qr-light" width={size} height={size} />
          <path className="nr-qr-dark" d={qrPath(modules)} />
        </svg>
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG rectangles (no HTML strings): one rectangle per run of dark modules
 * in a row, which keeps a 10-minute link's code to a few hundred elements. Medium error
 * correction survives a phone camera at an angle; the border is the quiet zone scanners need.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const { size, runs } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const found: { x: number; y: number; width: number }[] = [];
    qr.data.forEach((row, y) => {
      let start = -1;
      row.forEach((dark, x) => {
        if (dark && start < 0) start = x;
        if (!dark && start >= 0) {
          found.push({ x: start, y, width: x - start });
          start = -1;
        }
      });
      if (start >= 0) found.push({ x: start, y, width: row.length - start });
    });
    return { size: qr.size, runs: found };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <rect width={size} height={size} fill="#fff" />
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}

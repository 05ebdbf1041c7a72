import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** What the code carries (an `otpauth://` URL). */
  value: string;
  /** Its accessible name. */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
}

/**
 * A QR code as one SVG path (byte mode, error correction M, a quiet zone of four modules), dark on
 * light whatever the scheme, since that is what cameras read. The encoding is uqr's (the one
 * dependency for it: no dependencies of its own); the drawing is ours.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }));
    return { path: d, modules: data.length };
  }, [value]);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

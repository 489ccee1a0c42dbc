/** A QR code (a booking's code, a pay link's address, a provider's payment code) drawn as one SVG path with uqr: the public pages' and the desk's. */
import { encode } from 'uqr';

export const Qr = ({ value, size = 220, label, testId }: { value: string; size?: number; label: string; testId?: string }) => {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const n = data.length;
  let d = '';
  data.forEach((row, y) => row.forEach((on, x) => (d += on ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
};

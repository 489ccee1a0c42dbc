/** A provider's payment code (WeChat's code_url) as a QR code, one SVG path drawn with uqr. */
import { encode } from 'uqr';

export const Qr = ({ value, size = 220, label }: { value: string; size?: number; label: string }) => {
  const { data } = encode(value, { ecc: 'M', border: 2 });
  const n = data.length;
  let d = '';
  data.forEach((row, y) => row.forEach((on, x) => (d += on ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
};

/** The booking's QR code (the code alone, nothing personal): the public-page kit's (src/app/publicKit/Qr.tsx). */
import { Qr as KitQr } from '../../publicKit/Qr';

export const Qr = ({ value, size = 220, label }: { value: string; size?: number; label: string }) => <KitQr value={value} size={size} label={label} testId="visit-qr" />;

/**
 * Reading a QR code from the camera on the gate page: the browser's own BarcodeDetector where
 * it has one, otherwise jsQR on the video frames. Loaded only by the gate page, when the camera
 * is opened (dynamic import), so neither the staff app nor the public page carries it.
 */
import jsQR from 'jsqr';

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = new (opts: { formats: string[] }) => Detector;

/** Scans `video` until a code is read (resolves with its text) or `signal` aborts. */
export const scanVideo = async (video: HTMLVideoElement, signal: AbortSignal): Promise<string> => {
  const Native = (globalThis as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  const native = Native ? new Native({ formats: ['qr_code'] }) : null;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  while (!signal.aborted) {
    await new Promise((r) => setTimeout(r, 150));
    if (video.readyState < 2 || video.videoWidth === 0) continue;
    if (native) {
      const found = await native.detect(video).catch(() => []);
      if (found[0]?.rawValue) return found[0].rawValue;
      continue;
    }
    if (!ctx) break;
    // A 640-pixel-wide frame is enough for a code held up to the phone, and cheap to decode.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
    if (code?.data) return code.data;
  }
  throw new DOMException('aborted', 'AbortError');
};

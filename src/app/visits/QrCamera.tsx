/**
 * The phone's camera reading a QR code (./scan.ts: the browser's BarcodeDetector, else jsQR),
 * loaded only when opened: the gate's booking codes (./GatePage.tsx) and the plot labels of
 * the walk (src/app/walk/). `hint` says what to hold up; a camera that cannot open calls onError.
 */
import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';

export const QrCamera = ({ hint, onCode, onError }: { hint: string; onCode: (code: string) => void; onError: () => void }) => {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const abort = new AbortController();
    let stream: MediaStream | null = null;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (abort.signal.aborted || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const { scanVideo } = await import('./scan');
        onCode(await scanVideo(video.current, abort.signal));
      } catch (e) {
        if (!abort.signal.aborted) onError();
        void e;
      }
    })();
    return () => {
      abort.abort();
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode, onError]);
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 420, mx: 'auto' }}>
      <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
      <Typography variant="body2" color="text.secondary" align="center">
        {hint}
      </Typography>
    </Box>
  );
};

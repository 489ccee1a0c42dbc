/** An image field shown from its URL; a broken link shows nothing rather than a broken icon. */
import { Box } from '@mui/material';
import { useState } from 'react';

export const ImageThumb = ({ src, size = 40 }: { src: unknown; size?: number }) => {
  const [broken, setBroken] = useState(false);
  if (typeof src !== 'string' || src === '' || broken) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setBroken(true)}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }}
    />
  );
};

import { useMediaQuery } from '@mui/material';
import { MOBILE_BREAKPOINT } from '../theme/palette';

export type Device = 'desktop' | 'mobile';

/** Mobile below 992 px of window width (spec section 4). */
export const useDevice = (): Device =>
  useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.02}px)`, { noSsr: true }) ? 'mobile' : 'desktop';

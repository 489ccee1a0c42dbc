/**
 * Legend labels in the theme's text colour: recharts colours them like their series, and the
 * light series colours (unavailable plots, expired orders) are unreadable as text.
 */
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const useLegendText = (): ((value: unknown) => ReactNode) => {
  const theme = useTheme();
  return (value) => <span style={{ color: theme.palette.text.primary }}>{String(value)}</span>;
};

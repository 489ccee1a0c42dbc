/**
 * The page around the forms one sees before the app (sign-in, the demo account's forced
 * password change): a card on the dark background with the language switch, the mark and a title.
 */
import { Box, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { LogoMark } from '../../theme/LogoMark';

interface Props {
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** The card's widest (px). */
  maxWidth?: number;
  children: ReactNode;
}

export const AccountCard = ({ title, subtitle, maxWidth = 420, children }: Props) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 4,
      background: 'radial-gradient(circle at 20% 10%, #3b4d63 0%, #2d3a4b 45%, #1f2a37 100%)',
    }}
  >
    <Card sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4.5 }, borderRadius: 2, border: 'none', boxShadow: '0 12px 40px rgba(0,0,0,.35)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <LogoMark size={56} />
        <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 700, color: 'text.primary' }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{subtitle}</Typography>}
      </Box>
      {children}
    </Card>
  </Box>
);

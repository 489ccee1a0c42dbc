/**
 * What a demo account sees instead of the app on a server other computers reach
 * (the user info says `must_change_password`; the server refuses everything else meanwhile):
 * why, the change-password form, and a way out. After the change the app loads as usual.
 */
import { Box, Button, Card, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { forgetUserInfo } from '../../auth/session';
import { LogoMark } from '../../theme/LogoMark';
import { LanguageSwitch } from '../navbar/LanguageSwitch';
import { PasswordForm } from '../../pages/profile/PasswordForm';

export const PasswordChangeRequired = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const onChanged = () => {
    forgetUserInfo();
    window.location.reload();
  };
  return (
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
      <Card sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4.5 }, borderRadius: 2, border: 'none', boxShadow: '0 12px 40px rgba(0,0,0,.35)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <LogoMark size={48} />
          <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 700 }}>
            {translate('demo_account.title')}
          </Typography>
        </Box>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{translate('demo_account.explanation')}</Typography>
        <PasswordForm fullWidth onChanged={onChanged} />
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button onClick={() => void logout()}>{translate('demo_account.sign_out')}</Button>
        </Box>
      </Card>
    </Box>
  );
};

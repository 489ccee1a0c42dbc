/**
 * The sign-in page: the cemetery's name, mobile and password, the language switch, and the
 * forgot-password flow. With a token it goes straight to /; after sign-in, to the page the
 * guard stopped the user at (`?redirect=`).
 */
import { Box, Card, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectTarget } from '../../auth/loginRedirect';
import { getToken } from '../../providers/http';
import { LanguageSwitch } from '../../shell/navbar/LanguageSwitch';
import { LogoMark } from '../../theme/LogoMark';
import { rememberedCemeteryName } from '../../shell/title/useCemeteryName';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginForm } from './LoginForm';
import { SessionEndedNotice } from './SessionEndedNotice';

export const LoginPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [mobile, setMobile] = useState('');
  const name = rememberedCemeteryName() ?? translate('shell.app.name');

  useEffect(() => {
    document.title = `${translate('shell.login.title')} - ${name}`;
  }, [translate, name]);

  if (getToken()) return <Navigate to="/" replace />;

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
      <Card sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4.5 }, borderRadius: 2, border: 'none', boxShadow: '0 12px 40px rgba(0,0,0,.35)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -2, mr: -2 }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <LogoMark size={56} />
          <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 700, color: 'text.primary' }}>
            {name}
          </Typography>
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{translate('shell.login.subtitle')}</Typography>
        </Box>
        <SessionEndedNotice />
        <LoginForm redirectTo={redirectTarget(search)} mobile={mobile} onMobileChange={setMobile} />
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Link component="button" type="button" underline="hover" onClick={() => setForgotOpen(true)}>
            {translate('shell.login.forgot')}
          </Link>
        </Box>
      </Card>
      <ForgotPasswordDialog
        open={forgotOpen}
        initialMobile={mobile}
        onClose={() => setForgotOpen(false)}
        onDone={(m) => {
          setMobile(m);
          setForgotOpen(false);
        }}
      />
    </Box>
  );
};

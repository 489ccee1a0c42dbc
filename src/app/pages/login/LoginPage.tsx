/**
 * The sign-in page: the cemetery's name, mobile and password, the language switch, and the
 * forgot-password flow. With a token it goes straight to /; after sign-in, to the page the
 * guard stopped the user at (`?redirect=`).
 */
import { Box, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectTarget } from '../../auth/loginRedirect';
import { getToken } from '../../providers/http';
import { rememberedCemeteryName } from '../../kit/useCemeteryName';
import { AccountCard } from '../account/AccountCard';
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
    <AccountCard title={name} subtitle={translate('shell.login.subtitle')}>
      <SessionEndedNotice />
      <LoginForm redirectTo={redirectTarget(search)} mobile={mobile} onMobileChange={setMobile} />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Link component="button" type="button" underline="hover" onClick={() => setForgotOpen(true)}>
          {translate('shell.login.forgot')}
        </Link>
      </Box>
      <ForgotPasswordDialog
        open={forgotOpen}
        initialMobile={mobile}
        onClose={() => setForgotOpen(false)}
        onDone={(m) => {
          setMobile(m);
          setForgotOpen(false);
        }}
      />
    </AccountCard>
  );
};

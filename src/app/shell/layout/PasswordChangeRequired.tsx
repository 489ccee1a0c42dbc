/**
 * What a demo account sees instead of the app on a server other computers reach
 * (the user info says `must_change_password`; the server refuses everything else meanwhile):
 * why, the change-password form, and a way out. After the change the app loads as usual.
 */
import { Box, Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { forgetUserInfo } from '../../auth/session';
import { AccountCard } from '../../pages/account/AccountCard';
import { PasswordForm } from '../../pages/profile/PasswordForm';

export const PasswordChangeRequired = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const onChanged = () => {
    forgetUserInfo();
    window.location.reload();
  };
  return (
    <AccountCard title={translate('demo_account.title')} maxWidth={460}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{translate('demo_account.explanation')}</Typography>
      <PasswordForm fullWidth onChanged={onChanged} />
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Button onClick={() => void logout()}>{translate('demo_account.sign_out')}</Button>
      </Box>
    </AccountCard>
  );
};

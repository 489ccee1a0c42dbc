/** The edit page's sign-in status of the account, with the way to clear failed sign-ins. */
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { UnlockSignInDialog, SignInLockSummary } from './UnlockSignInDialog';
import { useSignInLock } from './useSignInLock';

export const SignInLockPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: lock, error } = useSignInLock(record?.id);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <Box component="section" aria-label={translate('signin_lock.heading')} sx={{ mb: 2, width: '100%', maxWidth: 640 }} data-testid="signin-lock-panel">
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('signin_lock.heading')}
      </Typography>
      {error ? <Alert severity="error">{translate('signin_lock.load_error', { message: (error as Error).message })}</Alert> : null}
      {lock && (
        <>
          <SignInLockSummary lock={lock} />
          {(lock.failures > 0 || lock.addresses.length > 0) && (
            <>
              <Button size="small" color="warning" variant="outlined" startIcon={<LockClockOutlined />} onClick={() => setOpen(true)} data-testid="unlock-sign-in">
                {translate(lock.locked ? 'signin_lock.unlock' : 'signin_lock.clear')}
              </Button>
              <UnlockSignInDialog lock={lock} open={open} onClose={() => setOpen(false)} />
            </>
          )}
        </>
      )}
    </Box>
  );
};

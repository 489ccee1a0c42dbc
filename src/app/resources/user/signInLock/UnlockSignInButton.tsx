/** The user list's row action: shown on an account whose sign-in is locked from some address. */
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLevel } from '../../../builders/permissions/useLevel';
import { UnlockSignInDialog } from './UnlockSignInDialog';
import { useSignInLocks } from './useSignInLock';

export const UnlockSignInButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const level = useLevel();
  const { data } = useSignInLocks(level === 5 || level === 6);
  const [open, setOpen] = useState(false);
  const lock = data?.find((l) => String(l.id) === String(record?.id));
  if (!record || !lock || !(lock.locked || lock.brake)) return null;
  return (
    <>
      <Button size="small" color="warning" variant="outlined" startIcon={<LockClockOutlined />} onClick={() => setOpen(true)} data-testid="unlock-sign-in">
        {translate('signin_lock.unlock')}
      </Button>
      <UnlockSignInDialog lock={lock} open={open} onClose={() => setOpen(false)} />
    </>
  );
};

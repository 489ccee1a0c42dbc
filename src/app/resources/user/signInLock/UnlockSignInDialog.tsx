/**
 * What wrong passwords did to one account's sign-in, address by address, and the confirmed way
 * to clear it (admin.user/clear_login_lock). Nothing is cleared without the Confirm button.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { clearLoginLock } from '../../../providers/userAdmin';
import type { LoginLock } from '../../../../protocol/loginLock';
import { useServerAction } from '../../../kit/useServerAction';
import { timeOf, useForgetSignInLocks } from './useSignInLock';

interface Props {
  lock: LoginLock;
  open: boolean;
  onClose: () => void;
}

export const UnlockSignInDialog = ({ lock, open, onClose }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const forget = useForgetSignInLocks();
  const { run, pending } = useServerAction();
  const confirm = async () => {
    if (await run(() => clearLoginLock(lock.id), 'signin_lock.cleared')) {
      await forget();
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="signin-lock-title">
      <DialogTitle id="signin-lock-title">{translate('signin_lock.title', { name: lock.nickname || lock.mobile })}</DialogTitle>
      <DialogContent>
        <SignInLockSummary lock={lock} />
        {lock.addresses.length > 0 && (
          <Table size="small" sx={{ my: 1, '& th, & td': { px: 1 } }} data-testid="signin-lock-addresses">
            <TableHead>
              <TableRow>
                <TableCell>{translate('signin_lock.address')}</TableCell>
                <TableCell align="right">{translate('signin_lock.attempts')}</TableCell>
                <TableCell>{translate('signin_lock.retry_at')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lock.addresses.map((a) => (
                <TableRow key={a.address}>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{a.address}</TableCell>
                  <TableCell align="right">{a.failures}</TableCell>
                  <TableCell>{a.retry_at ? timeOf(a.retry_at, locale) : translate('signin_lock.now')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('signin_lock.explain')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={confirm} disabled={pending}>
          {translate(lock.locked ? 'signin_lock.unlock' : 'signin_lock.clear')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The account's state in one or two sentences: locked until when, or how many failures, and the brake. */
export const SignInLockSummary = ({ lock }: { lock: LoginLock }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refused = lock.addresses.filter((a) => a.retry_at !== null).length;
  if (lock.failures === 0 && lock.addresses.length === 0) return <Alert severity="success">{translate('signin_lock.clean')}</Alert>;
  return (
    <>
      {lock.locked && lock.until ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('signin_lock.locked', { time: timeOf(lock.until, locale), addresses: refused })}
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('signin_lock.failures', { failures: lock.failures, addresses: lock.addresses.length })}
        </Alert>
      )}
      {lock.brake && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('signin_lock.brake')}
        </Alert>
      )}
    </>
  );
};

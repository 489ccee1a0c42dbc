/** A manager's password reset for a user, through update_password. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { resetUserPassword } from '../../providers/userAdmin';
import { passwordTooShort } from '../../../config/password';
import { useManageable } from './useManageable';
import { useServerAction } from '../common/useServerAction';

export const ResetPasswordButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const manageable = useManageable(record);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { run, pending } = useServerAction();
  if (!record || !manageable) return null;
  const tooShort = passwordTooShort(password);
  const submit = async () => {
    if (!tooShort && (await run(() => resetUserPassword(record.id, password), 'resources_ui.user.password_reset'))) setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setPassword('');
          setOpen(true);
        }}
      >
        {translate('resources_ui.user.reset_password')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{`${translate('resources_ui.user.reset_password')} · ${record.nickname}`}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            label={translate('resources_ui.user.new_password')}
            error={password !== '' && tooShort}
            helperText={translate('resources_ui.user.password_hint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={pending || tooShort}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

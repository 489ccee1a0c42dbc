import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '../login/ForgotPasswordDialog';
import { fieldErrorsOf, updatePassword } from './profileApi';

/** Change one's own password: the current one, then the new one twice. */
export const PasswordForm = ({ fullWidth = false, onChanged }: { fullWidth?: boolean; onChanged?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!oldPassword) local.old_password = translate('ra.validation.required');
    if (password.length < MIN_PASSWORD_LENGTH) local.password = translate('shell.password.too_short', { min: MIN_PASSWORD_LENGTH });
    if (confirm !== password) local.confirm = translate('shell.password.mismatch');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await updatePassword(oldPassword, password);
      notify('shell.password.changed', { type: 'success' });
      setOldPassword('');
      setPassword('');
      setConfirm('');
      onChanged?.();
    } catch (err) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(err)).map(([k, v]) => [k, translate(v, { _: v })])));
      notify((err as Error).message || 'shell.auth.has_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, value: string, set: (v: string) => void, autoComplete: string) => (
    <TextField
      name={name}
      type="password"
      label={translate(label)}
      value={value}
      onChange={(e) => set(e.target.value)}
      autoComplete={autoComplete}
      fullWidth={fullWidth}
      margin={fullWidth ? 'dense' : undefined}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' ? translate('shell.password.hint', { min: MIN_PASSWORD_LENGTH }) : undefined)}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      {field('old_password', 'shell.password.old', oldPassword, setOldPassword, 'current-password')}
      {field('password', 'shell.password.new', password, setPassword, 'new-password')}
      {field('confirm', 'shell.password.confirm', confirm, setConfirm, 'new-password')}
      <Button type="submit" variant="contained" disabled={busy} fullWidth={fullWidth} sx={{ mt: 2 }}>
        {translate('shell.password.submit')}
      </Button>
    </Box>
  );
};

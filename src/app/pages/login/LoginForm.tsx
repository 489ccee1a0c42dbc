import LockOutlined from '@mui/icons-material/LockOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';

interface Props {
  /** Where to land after signing in. */
  redirectTo: string;
  mobile: string;
  onMobileChange: (mobile: string) => void;
}

/** Mobile and password; a refusal shows the server's message under the fields. */
export const LoginForm = ({ redirectTo, mobile, onMobileChange }: Props) => {
  const translate = useTranslate();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!mobile.trim() || !password) {
      setError(translate('shell.login.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await login({ mobile, password }, redirectTo);
    } catch (err) {
      const message = (err as Error)?.message || 'shell.auth.has_error';
      setError(translate(message, { _: message }));
      setBusy(false);
    }
  };

  const onKey = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  return (
    <form onSubmit={submit} noValidate aria-label={translate('shell.login.title')}>
      <TextField
        name="mobile"
        label={translate('shell.login.mobile')}
        value={mobile}
        onChange={(e) => onMobileChange(e.target.value)}
        autoComplete="username"
        inputMode="tel"
        autoFocus
        size="medium"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><PhoneIphone fontSize="small" /></InputAdornment> } }}
      />
      <TextField
        name="password"
        label={translate('ra.auth.password')}
        type={show ? 'text' : 'password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onKeyUp={onKey}
        autoComplete="current-password"
        size="medium"
        helperText={capsLock ? translate('shell.login.caps_lock') : undefined}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start"><LockOutlined fontSize="small" /></InputAdornment>,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={translate(show ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                  onClick={() => setShow((s) => !s)}
                  edge="end"
                  size="small"
                >
                  {show ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 3, height: 44 }}>
        {busy ? <CircularProgress size={22} color="inherit" /> : translate('ra.auth.sign_in')}
      </Button>
    </form>
  );
};

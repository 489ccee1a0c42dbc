import { Alert, LinearProgress, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useAuthProvider, useLogin, useTranslate } from 'react-admin';
import { pageFor } from '../../../protocol/pages';
import { MobileField, PasswordField, SubmitButton } from '../account/fields';
import { useAccountForm } from '../account/useAccountForm';

interface Props {
  /** Where to land after signing in. */
  redirectTo: string;
  /** The mobile is the page's: the forgot-password dialog starts from it and gives it back. */
  mobile: string;
  onMobileChange: (mobile: string) => void;
}

/** Mobile and password; a refusal shows the server's message under the fields. */
export const LoginForm = ({ redirectTo, mobile, onMobileChange }: Props) => {
  const translate = useTranslate();
  const login = useLogin();
  const authProvider = useAuthProvider();
  const form = useAccountForm({ password: '' });
  // Share of the server's challenge solved, while the browser works on one (many sign-ins at once).
  const [checking, setChecking] = useState<number | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mobile.trim() || !form.values.password) return form.setErrors({ form: translate('shell.login.required') });
    void form.run(
      async () => {
        const credentials = { mobile, password: form.values.password, onChallenge: setChecking };
        if (pageFor(redirectTo) === 'index.html' || !authProvider) return login(credentials, redirectTo);
        // The data screen and the booking page are pages of their own: loaded, not routed to.
        await authProvider.login(credentials);
        window.location.assign(redirectTo);
      },
      (err) => {
        const message = (err as Error)?.message || 'shell.auth.has_error';
        form.setErrors({ form: translate(message, { _: message }) });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={translate('shell.login.title')}>
      <MobileField value={mobile} onValue={onMobileChange} autoFocus size="medium" />
      <PasswordField {...form.bind('password')} label={translate('ra.auth.password')} autoComplete="current-password" size="medium" />
      {checking !== null && (
        <Alert severity="info" sx={{ mt: 1.5 }} role="status" icon={false}>
          <Typography variant="body2">{translate('shell.login.checking', { percent: Math.round(checking * 100) })}</Typography>
          <LinearProgress variant="determinate" value={Math.round(checking * 100)} sx={{ mt: 1 }} aria-label={translate('shell.login.checking', { percent: Math.round(checking * 100) })} />
        </Alert>
      )}
      {form.errors.form && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {form.errors.form}
        </Alert>
      )}
      <SubmitButton busy={form.busy} size="large" fullWidth sx={{ mt: 3, height: 44 }}>
        {translate('ra.auth.sign_in')}
      </SubmitButton>
    </form>
  );
};

import { Box } from '@mui/material';
import type { FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '../../../rules/password';
import { NewPasswordFields, PasswordField, SubmitButton } from '../account/fields';
import { useAccountForm } from '../account/useAccountForm';
import { fieldErrorsOf, updatePassword } from './profileApi';

/** Change one's own password: the current one, then the new one twice. */
export const PasswordForm = ({ fullWidth = false, onChanged }: { fullWidth?: boolean; onChanged?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useAccountForm({ old_password: '', password: '', confirm: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { old_password, password, confirm } = form.values;
    const local: Record<string, string> = {};
    if (!old_password) local.old_password = translate('ra.validation.required');
    if (password.length < MIN_PASSWORD_LENGTH) local.password = translate('shell.password.too_short', { min: MIN_PASSWORD_LENGTH });
    if (confirm !== password) local.confirm = translate('shell.password.mismatch');
    form.setErrors(local);
    if (Object.keys(local).length > 0) return;
    void form.run(
      async () => {
        await updatePassword(old_password, password);
        notify('shell.password.changed', { type: 'success' });
        form.reset();
        onChanged?.();
      },
      (err) => {
        form.setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(err)).map(([k, v]) => [k, translate(v, { _: v })])));
        notify((err as Error).message || 'shell.auth.has_error', { type: 'error' });
      },
    );
  };

  const layout = { fullWidth, margin: fullWidth ? ('dense' as const) : undefined };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <PasswordField {...form.bind('old_password')} {...layout} label={translate('shell.password.old')} autoComplete="current-password" />
      <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm')} {...layout} />
      <SubmitButton busy={form.busy} fullWidth={fullWidth} sx={{ mt: 2 }}>
        {translate('shell.password.submit')}
      </SubmitButton>
    </Box>
  );
};

/**
 * Forgot password: the server issues a short-lived code for the mobile number
 * (user_reg/forget_code), sent by SMS where a gateway is configured, otherwise written to
 * the server's log for the administrator to pass on; the code then sets a new password
 * (user_reg/reset_password).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '../../../rules/password';
import { postLegacy } from '../../auth/legacyCall';
import { AccountField, MobileField, NewPasswordFields, SubmitButton } from '../account/fields';
import { useAccountForm } from '../account/useAccountForm';

const FORGET_CODE_CALL = 'user_reg/forget_code';
const RESET_PASSWORD_CALL = 'user_reg/reset_password';

interface Props {
  open: boolean;
  initialMobile: string;
  onClose: () => void;
  /** The password was reset for this mobile. */
  onDone: (mobile: string) => void;
}

export const ForgotPasswordDialog = ({ open, initialMobile, onClose, onDone }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [step, setStep] = useState<'mobile' | 'reset'>('mobile');
  const form = useAccountForm({ mobile: initialMobile, code: '', password: '', confirm: '' });
  const { mobile, code, password, confirm } = form.values;
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    setStep('mobile');
    reset({ mobile: initialMobile, code: '', password: '', confirm: '' });
  }, [open, initialMobile, reset]);

  const refused = (e: unknown) => {
    const message = (e as Error).message || 'shell.auth.has_error';
    form.setErrors({ form: translate(message, { _: message }) });
  };
  const say = (key: string, params?: object) => form.setErrors({ form: translate(key, params) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    if (step === 'mobile') {
      if (!m) return say('shell.forgot.mobile_required');
      return void form.run(async () => {
        await postLegacy(FORGET_CODE_CALL, { mobile: m });
        setStep('reset');
      }, refused);
    }
    if (!code.trim()) return say('shell.forgot.code_required');
    if (password.length < MIN_PASSWORD_LENGTH) return say('shell.password.too_short', { min: MIN_PASSWORD_LENGTH });
    if (password !== confirm) return say('shell.password.mismatch');
    void form.run(async () => {
      await postLegacy(RESET_PASSWORD_CALL, { mobile: m, code: code.trim(), password });
      notify('shell.forgot.done', { type: 'success' });
      onDone(m);
    }, refused);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('shell.forgot.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(step === 'mobile' ? 'shell.forgot.explain' : 'shell.forgot.code_sent')}
          </Alert>
          <MobileField {...form.bind('mobile')} disabled={step === 'reset'} autoFocus={step === 'mobile'} />
          {step === 'reset' && (
            <>
              <AccountField {...form.bind('code')} label={translate('shell.forgot.code')} autoComplete="one-time-code" inputMode="numeric" autoFocus />
              <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm')} />
            </>
          )}
          {form.errors.form && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {form.errors.form}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {step === 'reset' && (
            <Button onClick={() => setStep('mobile')} disabled={form.busy}>
              {translate('shell.forgot.resend')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton busy={form.busy}>{translate(step === 'mobile' ? 'shell.forgot.send_code' : 'shell.forgot.reset')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};

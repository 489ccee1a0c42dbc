/**
 * Forgot password: the server issues a short-lived code for the mobile number
 * (user_reg/forget_code), sent by SMS where a gateway is configured, otherwise written to
 * the server's log for the administrator to pass on; the code then sets a new password
 * (user_reg/reset_password).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { postLegacy } from '../../auth/legacyCall';

const FORGET_CODE_CALL = 'user_reg/forget_code';
const RESET_PASSWORD_CALL = 'user_reg/reset_password';
export const MIN_PASSWORD_LENGTH = 8;

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
  const [mobile, setMobile] = useState(initialMobile);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStep('mobile');
    setMobile(initialMobile);
    setCode('');
    setPassword('');
    setConfirm('');
    setError(undefined);
  }, [open, initialMobile]);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
    } catch (e) {
      const message = (e as Error).message || 'shell.auth.has_error';
      setError(translate(message, { _: message }));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = mobile.trim();
    if (step === 'mobile') {
      if (!m) return setError(translate('shell.forgot.mobile_required'));
      return void run(async () => {
        await postLegacy(FORGET_CODE_CALL, { mobile: m });
        setStep('reset');
      });
    }
    if (!code.trim()) return setError(translate('shell.forgot.code_required'));
    if (password.length < MIN_PASSWORD_LENGTH) return setError(translate('shell.password.too_short', { min: MIN_PASSWORD_LENGTH }));
    if (password !== confirm) return setError(translate('shell.password.mismatch'));
    void run(async () => {
      await postLegacy(RESET_PASSWORD_CALL, { mobile: m, code: code.trim(), password });
      notify('shell.forgot.done', { type: 'success' });
      onDone(m);
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('shell.forgot.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(step === 'mobile' ? 'shell.forgot.explain' : 'shell.forgot.code_sent')}
          </Alert>
          <TextField
            name="mobile"
            label={translate('shell.login.mobile')}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            disabled={step === 'reset'}
            autoComplete="username"
            inputMode="tel"
            autoFocus={step === 'mobile'}
          />
          {step === 'reset' && (
            <>
              <TextField
                name="code"
                label={translate('shell.forgot.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                autoFocus
              />
              <TextField
                name="password"
                type="password"
                label={translate('shell.password.new')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                helperText={translate('shell.password.hint', { min: MIN_PASSWORD_LENGTH })}
              />
              <TextField
                name="confirm"
                type="password"
                label={translate('shell.password.confirm')}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                autoComplete="new-password"
              />
            </>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {step === 'reset' && (
            <Button onClick={() => setStep('mobile')} disabled={busy}>
              {translate('shell.forgot.resend')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(step === 'mobile' ? 'shell.forgot.send_code' : 'shell.forgot.reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

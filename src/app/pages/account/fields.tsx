/**
 * The fields the account forms share (sign-in, forgot password, change password, profile):
 * one mobile field, one password field with show/hide and the Caps Lock warning, one submit
 * button that shows its progress, so the four forms look and behave alike.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, CircularProgress, IconButton, InputAdornment, TextField, type ButtonProps, type TextFieldProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MIN_PASSWORD_LENGTH } from '../../../rules/password';

/** A text field of the account forms: a value and what to do when it changes, an error under it. */
type AccountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onValue: (value: string) => void;
  /** The field's error, shown in red in place of its hint. */
  error?: string;
};

/** Any text field of these forms (nickname, code): the error in place of the hint. */
export const AccountField = ({ value, onValue, error, helperText, ...rest }: AccountFieldProps) => (
  <TextField value={value} onChange={(e) => onValue(e.target.value)} error={Boolean(error)} helperText={error ?? helperText} {...rest} />
);

/** The sign-in mobile: a phone keypad on phones, the browser's saved username. */
export const MobileField = (props: Omit<AccountFieldProps, 'label'>) => {
  const translate = useTranslate();
  return (
    <AccountField
      name="mobile"
      label={translate('shell.login.mobile')}
      autoComplete="username"
      inputMode="tel"
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><PhoneIphone fontSize="small" /></InputAdornment> } }}
      {...props}
    />
  );
};

/**
 * A password: hidden until its eye button shows it, the Caps Lock warning while typing, then
 * the error or the hint. `autoComplete` says which password it is (current-password or new-password).
 */
export const PasswordField = ({ helperText, error, ...props }: AccountFieldProps & { name: string; autoComplete: 'current-password' | 'new-password' }) => {
  const translate = useTranslate();
  const [show, setShow] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  return (
    <AccountField
      type={show ? 'text' : 'password'}
      onKeyUp={(e) => setCapsLock(e.getModifierState?.('CapsLock') ?? false)}
      error={error}
      helperText={capsLock ? translate('shell.login.caps_lock') : helperText}
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
      {...props}
    />
  );
};

/** A field as `useAccountForm().bind(name)` gives it. */
interface Bound {
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** A new password and its confirmation (the reset and the change): the rule's hint under the first. */
export const NewPasswordFields = ({ password, confirm, ...layout }: { password: Bound; confirm: Bound; fullWidth?: boolean; margin?: TextFieldProps['margin'] }) => {
  const translate = useTranslate();
  return (
    <>
      <PasswordField {...password} {...layout} label={translate('shell.password.new')} autoComplete="new-password" helperText={translate('shell.password.hint', { min: MIN_PASSWORD_LENGTH })} />
      <PasswordField {...confirm} {...layout} label={translate('shell.password.confirm')} autoComplete="new-password" />
    </>
  );
};

/** The form's submit: disabled with a spinner beside its label while the request runs. */
export const SubmitButton = ({ busy, children, ...rest }: Omit<ButtonProps, 'type'> & { busy: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    disabled={busy}
    aria-busy={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    {...rest}
  >
    {children}
  </Button>
);

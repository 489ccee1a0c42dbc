/** A manager's password reset for a user, through update_password. */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { resetUserPassword } from '../../providers/userAdmin';
import { passwordTooShort } from '../../../rules/password';
import { useManageable } from './useManageable';
import { useServerAction } from '../../kit/useServerAction';
import { UserDialogButton } from './UserDialogButton';

export const ResetPasswordButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const manageable = useManageable(record);
  const [password, setPassword] = useState('');
  const { run, pending } = useServerAction();
  if (!record || !manageable) return null;
  const tooShort = passwordTooShort(password);
  return (
    <UserDialogButton
      record={record}
      label={translate('resources_ui.user.reset_password')}
      onOpen={() => setPassword('')}
      ready={!tooShort}
      pending={pending}
      onConfirm={() => run(() => resetUserPassword(record.id, password), 'resources_ui.user.password_reset')}
      testId="reset-password-dialog"
    >
      <TextField
        fullWidth
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        label={translate('resources_ui.user.new_password')}
        error={password !== '' && tooShort}
        helperText={translate('resources_ui.user.password_hint')}
      />
    </UserDialogButton>
  );
};

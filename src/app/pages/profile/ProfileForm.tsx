import { Avatar, Box } from '@mui/material';
import type { FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ShellIdentity } from '../../auth/authProvider';
import { AccountField, SubmitButton } from '../account/fields';
import { useAccountForm } from '../account/useAccountForm';
import { fieldErrorsOf, updateProfile } from './profileApi';

/** Nickname, avatar URL with its preview, and introduction (user/update_userinfo). */
export const ProfileForm = ({ identity, onSaved }: { identity: ShellIdentity; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useAccountForm({ nickname: identity.fullName ?? '', avatar: identity.avatar ?? '', introduction: identity.introduction ?? '' });
  const { nickname, avatar, introduction } = form.values;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nickname.trim()) return form.setErrors({ nickname: translate('ra.validation.required') });
    void form.run(
      async () => {
        await updateProfile({ nickname: nickname.trim(), avatar: avatar.trim(), introduction });
        notify('shell.profile.saved', { type: 'success' });
        onSaved();
      },
      (err) => {
        form.setErrors(fieldErrorsOf(err));
        notify((err as Error).message || 'shell.auth.has_error', { type: 'error' });
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <AccountField {...form.bind('nickname')} label={translate('shell.profile.nickname')} required />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <AccountField {...form.bind('avatar')} label={translate('shell.profile.avatar')} placeholder="https://" helperText={translate('shell.profile.avatar_help')} />
        <Avatar src={avatar || undefined} alt={translate('shell.profile.avatar_preview')} sx={{ width: 56, height: 56, flexShrink: 0 }}>
          {nickname.slice(0, 1)}
        </Avatar>
      </Box>
      <AccountField {...form.bind('introduction')} label={translate('shell.profile.introduction')} multiline minRows={3} />
      <SubmitButton busy={form.busy} sx={{ mt: 2 }}>
        {translate('ra.action.save')}
      </SubmitButton>
    </Box>
  );
};

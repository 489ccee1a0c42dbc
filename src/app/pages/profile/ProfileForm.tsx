import { Avatar, Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ShellIdentity } from '../../auth/authProvider';
import { fieldErrorsOf, updateProfile } from './profileApi';

/** Nickname, avatar URL with its preview, and introduction (user/update_userinfo). */
export const ProfileForm = ({ identity, onSaved }: { identity: ShellIdentity; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [nickname, setNickname] = useState(identity.fullName ?? '');
  const [avatar, setAvatar] = useState(identity.avatar ?? '');
  const [introduction, setIntroduction] = useState(identity.introduction ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!nickname.trim()) return setErrors({ nickname: translate('ra.validation.required') });
    setBusy(true);
    setErrors({});
    try {
      await updateProfile({ nickname: nickname.trim(), avatar: avatar.trim(), introduction });
      notify('shell.profile.saved', { type: 'success' });
      onSaved();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      notify((err as Error).message || 'shell.auth.has_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <TextField
        name="nickname"
        label={translate('shell.profile.nickname')}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        required
        error={Boolean(errors.nickname)}
        helperText={errors.nickname}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          name="avatar"
          label={translate('shell.profile.avatar')}
          value={avatar}
          onChange={(e) => setAvatar(e.target.value)}
          placeholder="https://"
          error={Boolean(errors.avatar)}
          helperText={errors.avatar ?? translate('shell.profile.avatar_help')}
        />
        <Avatar src={avatar || undefined} alt={translate('shell.profile.avatar_preview')} sx={{ width: 56, height: 56, flexShrink: 0 }}>
          {nickname.slice(0, 1)}
        </Avatar>
      </Box>
      <TextField
        name="introduction"
        label={translate('shell.profile.introduction')}
        value={introduction}
        onChange={(e) => setIntroduction(e.target.value)}
        multiline
        minRows={3}
        error={Boolean(errors.introduction)}
        helperText={errors.introduction}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
};

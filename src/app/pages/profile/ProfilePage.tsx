/** /profile/index: who I am on the left; my profile and my password on the right. */
import { Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Loading, useGetIdentity, useTranslate } from 'react-admin';
import type { ShellIdentity } from '../../auth/authProvider';
import { forgetUserInfo } from '../../auth/session';
import { PasswordForm } from './PasswordForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';

export const ProfilePage = () => {
  const translate = useTranslate();
  const { identity, refetch } = useGetIdentity();
  const [tab, setTab] = useState<'profile' | 'password'>('profile');
  if (!identity) return <Loading />;
  const me = identity as ShellIdentity;

  const onSaved = () => {
    // The cached user info is stale now: the navbar's avatar and name must show the change.
    forgetUserInfo();
    void refetch();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <ProfileCard identity={me} />
      <Card>
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="profile" label={translate('shell.profile.account')} />
          <Tab value="password" label={translate('shell.password.title')} />
        </Tabs>
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          {tab === 'profile' ? <ProfileForm key={String(me.id)} identity={me} onSaved={onSaved} /> : <PasswordForm />}
        </Box>
      </Card>
    </Box>
  );
};

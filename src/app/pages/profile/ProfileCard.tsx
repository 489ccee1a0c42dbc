import { Avatar, Box, Card, Chip, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShellIdentity } from '../../auth/authProvider';

/** Who is signed in: avatar, name, level, mobile and introduction. */
export const ProfileCard = ({ identity }: { identity: ShellIdentity }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 3, textAlign: 'center' }}>
      <Avatar src={identity.avatar} alt={identity.fullName} sx={{ width: 96, height: 96, mx: 'auto', fontSize: 40, bgcolor: 'primary.main' }}>
        {identity.fullName?.slice(0, 1)}
      </Avatar>
      <Typography component="h2" variant="h6" sx={{ mt: 1.5, fontWeight: 600 }}>
        {identity.fullName}
      </Typography>
      <Chip sx={{ mt: 1 }} color="primary" variant="outlined" label={translate('shell.profile.level', { level: identity.level })} />
      <Divider sx={{ my: 2 }} />
      <Box sx={{ textAlign: 'left' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('shell.login.mobile')}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{identity.mobile}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('shell.profile.introduction')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{identity.introduction || '-'}</Typography>
      </Box>
    </Card>
  );
};

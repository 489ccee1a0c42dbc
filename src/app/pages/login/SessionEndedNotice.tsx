/** On the login page after a session ended elsewhere (disabled, password changed, expired): a short note saying so. */
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { forgetSessionEnded, sessionHasEnded } from '../../auth/sessionEnded';

export const SessionEndedNotice = () => {
  const translate = useTranslate();
  const [ended] = useState(sessionHasEnded);
  // Shown until the user signs in again (the login page then unmounts).
  useEffect(() => () => forgetSessionEnded(), []);
  if (!ended) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="session-ended">
      {translate('session.ended')}
    </Alert>
  );
};

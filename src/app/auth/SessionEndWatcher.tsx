/**
 * Ends the browser's session on the first 401 from any call (sessionEvents.ts): the user was
 * disabled, their password changed or the session expired. Polling stops, the token and level
 * go, the caches are dropped (react-admin's logout), and the page goes to
 * /login?redirect=<where they were>, which says the session has ended.
 */
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { getToken } from '../providers/http';
import { onSessionRefused } from '../providers/sessionEvents';
import { stopUnreadPolling } from '../messages/unreadPoller';
import { clearSession } from './session';
import { markSessionEnded } from './sessionEnded';

export const SessionEndWatcher = () => {
  const logout = useLogout();
  useEffect(
    () =>
      onSessionRefused((token) => {
        // A refusal of an older session (the user already signed in again) changes nothing.
        if (getToken() !== token) return;
        stopUnreadPolling();
        clearSession();
        markSessionEnded();
        // authProvider.logout answers /login?redirect=<current path>; no server call without a token.
        void logout();
      }),
    [logout],
  );
  return null;
};

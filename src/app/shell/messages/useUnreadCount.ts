import { useEffect, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import type { Level } from '../../../config/types';
import { TRANSPORT_TOAST_MS } from './toasts';
import { unreadPoller, type UnreadPoller } from '../../messages/unreadPoller';

/**
 * Runs the unread poller while the caller is mounted (the signed-in shell) and returns the
 * count. A failing poll is toasted once, not every second, until a poll succeeds again.
 */
export const useUnreadCount = (level: Level, poller: UnreadPoller = unreadPoller): number => {
  const notify = useNotify();
  const state = useSyncExternalStore(poller.subscribe, poller.getState);

  useEffect(() => {
    poller.start(level);
    return () => poller.stop();
  }, [poller, level]);

  useEffect(() => {
    if (state.error) notify(state.error, { type: 'error', autoHideDuration: TRANSPORT_TOAST_MS });
  }, [state.error, notify]);

  return state.count;
};

/**
 * The unread-message count, polled every second while signed in (spec section 9). One
 * poller for the whole page: the bell subscribes to it, and logout stops it whatever is
 * mounted at that moment.
 */
import type { Level } from '../../config/types';
import { fetchUnreadCount } from './messageApi';

export const UNREAD_POLL_MS = 1000;

interface UnreadState {
  count: number;
  /** The last poll's failure, cleared by the next success. */
  error?: string;
}

export interface UnreadPoller {
  start: (level: Level) => void;
  stop: () => void;
  /** Poll now (after marking a message read). */
  refresh: () => Promise<void>;
  isRunning: () => boolean;
  getState: () => UnreadState;
  subscribe: (listener: () => void) => () => void;
}

export const createUnreadPoller = (
  fetchCount: (level: Level) => Promise<number> = fetchUnreadCount,
  intervalMs: number = UNREAD_POLL_MS,
): UnreadPoller => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let level: Level | undefined;
  let inFlight = false;
  let state: UnreadState = { count: 0 };
  const listeners = new Set<() => void>();

  const set = (next: UnreadState) => {
    if (next.count === state.count && next.error === state.error) return;
    state = next;
    listeners.forEach((l) => l());
  };

  const poll = async () => {
    // A slow answer must not pile up requests behind it.
    if (level === undefined || inFlight) return;
    const polled = level;
    inFlight = true;
    try {
      const count = await fetchCount(polled);
      if (level === polled) set({ count });
    } catch (e) {
      if (level === polled) set({ count: state.count, error: (e as Error).message || 'Has Error' });
    } finally {
      inFlight = false;
    }
  };

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    level = undefined;
    set({ count: 0 });
  };

  return {
    start: (next) => {
      if (timer !== undefined && level === next) return;
      stop();
      level = next;
      void poll();
      timer = setInterval(() => void poll(), intervalMs);
    },
    stop,
    refresh: poll,
    isRunning: () => timer !== undefined,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const unreadPoller = createUnreadPoller();

export const stopUnreadPolling = (): void => unreadPoller.stop();

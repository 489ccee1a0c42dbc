/**
 * Start `preload` (a dynamic import) once the page has drawn and the browser is idle, at most a
 * second later: the code of the screen the user most likely opens next is then in hand when
 * they do. Once per preload function (a second mount, or the same list again, asks nothing).
 */
import { useEffect } from 'react';

const started = new WeakSet<() => Promise<unknown>>();

export const useIdlePreload = (preload: (() => Promise<unknown>) | undefined): void => {
  useEffect(() => {
    if (!preload || started.has(preload)) return undefined;
    const run = () => {
      if (started.has(preload)) return;
      started.add(preload);
      // A failed load is tried again when the page itself asks for the code.
      preload().catch(() => started.delete(preload));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 300);
    return () => window.clearTimeout(timer);
  }, [preload]);
};

/**
 * Runtime errors of the page (spec sections 3 and 8): message, component, url and stack,
 * kept in memory for the error-log dialog. Recorded in production builds only, as the
 * legacy product did: in development the console and the overlay already show them.
 */
interface ErrorLogEntry {
  id: number;
  message: string;
  /** The component that threw (the first of React's component stack), when known. */
  component: string;
  url: string;
  stack: string;
  time: number;
}

export interface ErrorLog {
  add: (entry: Omit<ErrorLogEntry, 'id' | 'time'>) => void;
  clear: () => void;
  getEntries: () => readonly ErrorLogEntry[];
  subscribe: (listener: () => void) => () => void;
}

/** Enough to see a pattern; an error loop must not eat the memory. */
const MAX_ENTRIES = 100;

const createErrorLog = (): ErrorLog => {
  let entries: readonly ErrorLogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ErrorLogEntry[]) => {
    entries = next;
    listeners.forEach((l) => l());
  };
  return {
    add: (entry) => set([...entries, { ...entry, id: nextId++, time: Date.now() }].slice(-MAX_ENTRIES)),
    clear: () => set([]),
    getEntries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const errorLog = createErrorLog();

export const RECORD_ERRORS = import.meta.env.PROD;

/** `\n    at OrderList (...)\n    at ...` -> `OrderList`. */
export const componentOf = (componentStack: string | null | undefined): string =>
  /\bat ([A-Z][\w$.]*)/.exec(componentStack ?? '')?.[1] ?? /^\s*([A-Z][\w$.]*)/m.exec(componentStack ?? '')?.[1] ?? '';

export const recordError = (error: unknown, component = '', log: ErrorLog = errorLog): void => {
  const e = error instanceof Error ? error : new Error(String(error));
  log.add({ message: e.message, component, url: window.location.href, stack: e.stack ?? '' });
};

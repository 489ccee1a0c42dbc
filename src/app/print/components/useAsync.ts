import { useEffect, useState } from 'react';

type AsyncState<T> = { loading: boolean; data?: T; error?: Error };

/**
 * Run `load` whenever `key` changes and keep only the latest answer: a slow answer for a
 * record the user has already moved away from must not replace the document on screen.
 * A null key means nothing to load.
 */
export const useAsync = <T>(key: string | null, load: () => Promise<T>): AsyncState<T> => {
  const [state, setState] = useState<AsyncState<T> & { key: string | null }>({ key: null, loading: false });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setState({ key, loading: false, data }),
      (error: unknown) => current && setState({ key, loading: false, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure on each render; the key says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { loading: false };
  return state.key === key ? state : { loading: true };
};

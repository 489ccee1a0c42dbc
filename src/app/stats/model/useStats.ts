/**
 * Load the figures for a range and seller. A newer request wins: the answer of a range the
 * person already left is dropped, so fast clicking never shows stale figures.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatsRequest } from '../../../protocol/stats';
import { fetchStats, type StatsBundle } from './api';

interface StatsState {
  data?: StatsBundle;
  loading: boolean;
  error?: Error;
  reload: () => void;
}

export const useStats = (request: StatsRequest | null): StatsState => {
  const [data, setData] = useState<StatsBundle>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const key = request ? JSON.stringify(request) : '';

  useEffect(() => {
    if (!key) return;
    const id = ++latest.current;
    setLoading(true);
    setError(undefined);
    fetchStats(JSON.parse(key) as StatsRequest).then(
      (bundle) => {
        if (id !== latest.current) return;
        setData(bundle);
        setLoading(false);
      },
      (e: unknown) => {
        if (id !== latest.current) return;
        setError(e instanceof Error ? e : new Error(String(e)));
        setLoading(false);
      },
    );
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload };
};

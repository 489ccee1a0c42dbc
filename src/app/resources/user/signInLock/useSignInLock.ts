/** The server's sign-in locks, shared by the list's row buttons (one request per page) and the edit page. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { fetchLoginLock, fetchLoginLocks } from '../../../providers/userAdmin';
import type { LoginLock } from '../../../../protocol/loginLock';

const KEY = ['user', 'signInLocks'] as const;

/** Every managed account with failed sign-ins (levels 5 and 6 only: `enabled` is false for others). */
export const useSignInLocks = (enabled: boolean) =>
  useQuery<LoginLock[]>({ queryKey: KEY, queryFn: fetchLoginLocks, enabled, staleTime: 10_000 });

export const useSignInLock = (id: Identifier | undefined) =>
  useQuery<LoginLock>({ queryKey: [...KEY, String(id)], queryFn: () => fetchLoginLock(id as Identifier), enabled: id !== undefined });

/** After a clear: every view of the locks reads again. */
export const useForgetSignInLocks = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
};

/** A retry time as the user's language writes hours and minutes. */
export const timeOf = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(new Date(iso));

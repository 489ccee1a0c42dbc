/** The term policy of the settings (window, overdue and grace periods, rate change, discount), as the server reads it. */
import { useGetOne } from 'react-admin';
import { termPolicyOf, type TermPolicy } from '../../rules/terms';

export const useTermPolicy = (): TermPolicy => {
  const { data } = useGetOne<{ id: number }>('setting', { id: 1 }, { staleTime: 60_000 });
  return termPolicyOf(data as Record<string, unknown> | undefined);
};

/**
 * The settings' order policy (src/rules/orderRules.ts, from the `setting` row every level may
 * read) and whether this level may refund: the refund buttons of orders and of term renewals
 * (src/app/terms/RenewalPayments.tsx) ask the same rule the server runs.
 */
import { useGetOne, useTranslate } from 'react-admin';
import { mayRefund, orderPolicyOf, type OrderPolicy } from '../../rules/orderRules';
import { useLevel } from '../builders/permissions/useLevel';

export const useOrderPolicy = (): OrderPolicy => {
  const { data } = useGetOne<{ id: number }>('setting', { id: 1 }, { staleTime: 60_000 });
  return orderPolicyOf(data as Record<string, unknown> | undefined);
};

/** Why this level may not record a refund, or undefined when it may. */
export const useRefundBlocked = (): string | undefined => {
  const level = useLevel();
  const policy = useOrderPolicy();
  const translate = useTranslate();
  return mayRefund(level, policy) ? undefined : translate('limits.refund.managers_only');
};

/** The reason "Register a deceased" is disabled, in the user's language (plot full n of n, or the order's status). */
import { useTranslate } from 'react-admin';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ORDER_STATUS } from './orderEnums';
import type { RegisterBlock } from './registration';

export const useRegisterBlockText = () => {
  const translate = useTranslate();
  const label = useConfigLabel();
  return (block: RegisterBlock): string => {
    if (block.reason === 'full') return translate('sales.deceased.full', { count: block.count, capacity: block.capacity });
    const status = ORDER_STATUS.find((s) => s.value === block.status);
    return translate('sales.deceased.not_active', { status: status ? label(status.label) : block.status });
  };
};

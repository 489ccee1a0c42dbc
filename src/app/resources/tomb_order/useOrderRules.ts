/**
 * The settings' limits on an order (src/rules/orderRules.ts) for the order page: the same
 * functions the server runs, turned into extra validators and hints for the form's inputs
 * and into the refund buttons' state, so the page offers only what the server accepts and
 * says why. The policy comes from the `setting` row every level may read.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { checkDiscount, checkReservedUntil, discountLimitCents, latestReservationDay } from '../../../rules/orderRules';
import { useOrderPolicy } from '../../kit/useRefundBlocked';
import type { InputRule } from '../../builders/form/ConfigInputs';
import { localDay } from '../../../config/dates';
import { useLevel } from '../../builders/permissions/useLevel';
import { errorText } from '../../builders/validation/useFieldValidate';
import { formatMoney } from '../../format/money';


/**
 * Rules for the order form's `reserved_until` and `discount` inputs. `price` is the plot's
 * (undefined until a plot is chosen); `previousDiscount` the saved order's, on an edit.
 */
export const useOrderInputRules = (price: unknown, previousDiscount?: unknown): Record<string, InputRule> => {
  const level = useLevel();
  const policy = useOrderPolicy();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const today = localDay();
  const rules: Record<string, InputRule> = {
    reserved_until: {
      validate: (v) => {
        const e = checkReservedUntil(v, today, policy);
        return e ? errorText(e, locale) : undefined;
      },
      helperText: translate('limits.reserved_until.hint', { max: latestReservationDay(today, policy) }),
    },
  };
  const limit = price === undefined || price === null ? undefined : discountLimitCents(level, policy, Math.round(Number(price) * 100));
  rules.discount = {
    validate: (v) => {
      if (price === undefined || price === null) return undefined;
      const e = checkDiscount(level, policy, price, v, previousDiscount);
      return e ? errorText(e, locale) : undefined;
    },
    helperText: limit === undefined ? undefined : translate('limits.discount.hint', { max: formatMoney(limit / 100, locale), percent: policy.clerkDiscountPercent }),
  };
  return rules;
};

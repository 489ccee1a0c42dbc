/**
 * Which order fields the order page leaves out of its form. The summary shows the computed
 * ones and the plot; the plot never changes (the server refuses it: cancel and order again),
 * the reservation date only while reserved, the amounts only while the order is open, and a
 * closed order (cancelled, refunded, expired) only its note (src/rules/orderRules.ts), so the
 * form offers no edit the server would refuse.
 */
import { CLOSED_ORDER_EDITABLE, isClosedOrder } from '../../../rules/orderRules';
import { isOpen, orderFields } from '../../kit/orderEnums';

/** Shown by the summary instead of as read-only inputs. */
const IN_SUMMARY = ['order_no', 'status', 'contract_no', 'price', 'total', 'paid', 'balance', 'cancel_reason', 'burialslot_id'];
const AMOUNTS = ['discount', 'maintenance_years', 'maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'];

export const excludedOrderInputs = (status: unknown): string[] =>
  isClosedOrder(status)
    ? Object.keys(orderFields).filter((f) => !CLOSED_ORDER_EDITABLE.includes(f))
    : [...IN_SUMMARY, ...(status === 'reserved' ? [] : ['reserved_until']), ...(isOpen(status) ? [] : AMOUNTS)];

/**
 * Which order fields the order page leaves out of its form. The summary shows the computed
 * ones and the plot; the plot never changes (the server refuses it: cancel and order again),
 * the reservation date only while reserved, and the amounts only while the order is open, so
 * the form offers no edit the server would refuse.
 */
import { isOpen } from '../common/orderEnums';

/** Shown by the summary instead of as read-only inputs. */
const IN_SUMMARY = ['order_no', 'status', 'contract_no', 'price', 'total', 'paid', 'balance', 'cancel_reason', 'burialslot_id'];
const AMOUNTS = ['discount', 'maintenance_years', 'maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'];

export const excludedOrderInputs = (status: unknown): string[] => [
  ...IN_SUMMARY,
  ...(status === 'reserved' ? [] : ['reserved_until']),
  ...(isOpen(status) ? [] : AMOUNTS),
];

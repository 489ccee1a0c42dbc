/**
 * The totals of an order: the rules shared with the browser (src/rules/orderMoney.ts).
 * total = price - discount + maintenance + engraving + burial + other; balance = total - paid,
 * 0 once the order is cancelled, refunded or expired.
 */
export {
  balanceOf,
  computeTotals,
  defaultMaintenanceFee,
  paidOf,
  type OrderAmounts,
} from '../../rules/orderMoney';

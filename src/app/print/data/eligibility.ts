/**
 * Which order statuses each order document may be printed for. A burial certificate for
 * a cancelled order, or a temporary certificate for a paid one, would be a false paper:
 * the pages refuse them and their pickers do not offer them.
 */
export type OrderDocument =
  | 'orderForm'
  | 'contract'
  | 'commitment'
  | 'certificate'
  | 'temporary'
  | 'orderReceipt';

const LIVE = ['reserved', 'contracted', 'paid', 'completed'] as const;
const ANY = [...LIVE, 'cancelled', 'refunded', 'expired'] as const;

export const ALLOWED_STATUSES: Record<OrderDocument, readonly string[]> = {
  orderForm: ANY,
  contract: LIVE,
  commitment: LIVE,
  certificate: ['paid', 'completed'],
  temporary: ['reserved', 'contracted'],
  orderReceipt: ANY,
};

export const canPrintFor = (doc: OrderDocument, status: string): boolean => ALLOWED_STATUSES[doc].includes(status);

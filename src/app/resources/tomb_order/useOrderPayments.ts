/**
 * The order's payments, oldest first: the same query as the payments card (PaymentsPanel), so
 * the summary's refunded amount and the card share one request and one cache entry.
 */
import { useGetList, type Identifier, type RaRecord } from 'react-admin';

export const useOrderPayments = (orderId: Identifier | undefined): RaRecord[] => {
  const { data = [] } = useGetList(
    'tomb_payment',
    { filter: { order_id: orderId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'paid_at', order: 'ASC' } },
    { enabled: orderId !== undefined },
  );
  return data;
};

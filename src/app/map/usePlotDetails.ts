/** What the side panel shows of a plot: its active order (in the level's channel), the deceased and the payments. */
import { useGetList } from 'react-admin';
import type { OperationRoutes } from '../resources/common/operationRoutes';

const ACTIVE = ['reserved', 'contracted', 'paid', 'completed'];

export type Rec = Record<string, unknown> & { id: number };

export const usePlotDetails = (plotId: number | undefined, routes: OperationRoutes) => {
  const enabled = plotId !== undefined;
  const orders = useGetList<Rec>(
    routes.orders,
    { filter: { burialslot_id: plotId, status: ACTIVE }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } },
    { enabled },
  );
  const order = orders.data?.[0];
  const members = useGetList<Rec>(
    routes.members,
    { filter: { burialslot_id: plotId }, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' } },
    { enabled },
  );
  const payments = useGetList<Rec>(
    'tomb_payment',
    { filter: { order_id: order?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'paid_at', order: 'ASC' } },
    { enabled: order !== undefined },
  );
  return {
    loading: orders.isPending || members.isPending,
    order,
    members: members.data ?? [],
    payments: order ? (payments.data ?? []) : [],
  };
};

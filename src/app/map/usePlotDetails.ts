/**
 * What the side panel shows of a plot: its active order (in the level's channel), the deceased
 * and the payments, and how many deceased the other channel registered there (a count only).
 */
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { plotOccupancy } from '../../protocol/contracts/plots';
import { call } from '../providers/call';
import type { OperationRoutes } from '../kit/operationRoutes';

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
  // A server without the call (a legacy one) leaves it unknown; the panel then says less.
  const occupancy = useQuery({
    queryKey: ['plotOccupancy', plotId],
    queryFn: () => call(plotOccupancy, { id: plotId as number }),
    enabled,
    retry: false,
  });
  return {
    // The occupancy count is waited for too (it fails fast on a legacy server), so the panel
    // never says "no deceased" before it knows that the other channel has none.
    loading: orders.isPending || members.isPending || occupancy.isPending,
    occupancy: occupancy.data,
    order,
    members: members.data ?? [],
    payments: order ? (payments.data ?? []) : [],
  };
};

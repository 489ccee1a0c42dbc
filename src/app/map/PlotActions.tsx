/**
 * What the level may do from a plot: reserve/sell it, open its order, register a deceased in it
 * (disabled with the reason when the plot is full: n of n registered), on its order or, for a
 * family grave imported without a sale record, without one.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { familyGraveWithoutOrder, registerState } from '../kit/registration';
import { useRegisterBlockText } from '../kit/useRegisterBlockText';
import { createPath, type OperationRoutes } from '../kit/operationRoutes';
import type { MapPlot } from './types';
import type { Rec } from './usePlotDetails';

interface Props {
  plot: MapPlot;
  order?: Rec;
  routes: OperationRoutes;
  /** How many deceased are registered on the plot. */
  registered: number;
  /** The deceased registered on the plot in the level's channel (an imported one opens a family grave without an order). */
  members?: readonly Record<string, unknown>[];
}

export const PlotActions = ({ plot, order, routes, registered, members = [] }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const blockText = useRegisterBlockText();
  const canReserve = plot.status === 'available' && routes.canCreateOrder;
  const family = familyGraveWithoutOrder(plot, order, members);
  const canRegister = (order !== undefined || family) && routes.canCreateMember;
  const block = order || family ? registerState(plot, registered, order?.status).block : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {canReserve && (
        <Button variant="contained" onClick={() => navigate(createPath(routes.orders, { burialslot_id: plot.id }))}>
          {translate('map.actions.reserve')}
        </Button>
      )}
      {order && routes.ordersRouted && (
        <Button variant="outlined" onClick={() => navigate(`/${routes.orders}/${order.id}`)}>
          {translate('map.actions.view_order')}
        </Button>
      )}
      {canRegister && (
        <Button variant="outlined" disabled={block !== null} onClick={() => navigate(createPath(routes.members, order ? { burialslot_id: plot.id, order_id: order.id } : { burialslot_id: plot.id }))}>
          {translate('map.actions.register')}
        </Button>
      )}
      {canRegister && block && (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="register-blocked">
          {blockText(block)}
        </Typography>
      )}
    </Stack>
  );
};

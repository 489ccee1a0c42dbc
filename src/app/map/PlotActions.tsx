/** What the level may do from a plot: reserve/sell it, open its order, register a deceased in it. */
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { createPath, type OperationRoutes } from './operationRoutes';
import type { MapPlot } from './types';
import type { Rec } from './usePlotDetails';

export const PlotActions = ({ plot, order, routes }: { plot: MapPlot; order?: Rec; routes: OperationRoutes }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canReserve = plot.status === 'available' && routes.canCreateOrder;
  const canRegister = order !== undefined && routes.canCreateMember;
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
        <Button variant="outlined" onClick={() => navigate(createPath(routes.members, { burialslot_id: plot.id, order_id: order.id }))}>
          {translate('map.actions.register')}
        </Button>
      )}
    </Stack>
  );
};

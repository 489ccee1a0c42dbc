/**
 * What the level may do from a plot: reserve/sell it, open its order, register a deceased in it
 * (disabled with the reason when the plot is full: n of n registered).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { registerState } from '../resources/common/registration';
import { useRegisterBlockText } from '../resources/common/useRegisterBlockText';
import { createPath, type OperationRoutes } from '../resources/common/operationRoutes';
import type { MapPlot } from './types';
import type { Rec } from './usePlotDetails';

interface Props {
  plot: MapPlot;
  order?: Rec;
  routes: OperationRoutes;
  /** How many deceased are registered on the plot. */
  registered: number;
}

export const PlotActions = ({ plot, order, routes, registered }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const blockText = useRegisterBlockText();
  const canReserve = plot.status === 'available' && routes.canCreateOrder;
  const canRegister = order !== undefined && routes.canCreateMember;
  const block = order ? registerState(plot, registered, order.status).block : null;
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
        <Button variant="outlined" disabled={block !== null} onClick={() => navigate(createPath(routes.members, { burialslot_id: plot.id, order_id: order.id }))}>
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

/**
 * The deceased registered on the order: each with the name (a link to the registration), the
 * dates of birth and death and the burial date; and "Register a deceased", disabled with the
 * reason when the plot is full (n of n) or the order no longer holds the plot.
 */
import { Box, Button, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useCreatePath, useGetList, useGetOne, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { canDo, resourceByKey } from '../../../config/access';
import { useLevel } from '../../builders/permissions/useLevel';
import { createPath, operationRoutes } from '../../kit/operationRoutes';
import { registerState } from '../../kit/registration';
import { useRegisterBlockText } from '../../kit/useRegisterBlockText';
import { appConfig } from '../../../instance';
import { useDateFormat } from '../../format/dates';

const member = resourceByKey('member', appConfig)!;


export const DeceasedPanel = () => {
  const order = useRecordContext();
  const translate = useTranslate();
  const level = useLevel();
  const navigate = useNavigate();
  const createRecordPath = useCreatePath();
  const blockText = useRegisterBlockText();
  const dates = useDateFormat();
  // A register's partial dates ('1923-11', '~1879') show as what is known, an unknown one as '?'.
  const dash = (v: unknown): string => (typeof v === 'string' && v ? dates.day(v) : '?');
  const routes = operationRoutes(level);
  const plotId = order?.burialslot_id ? Number(order.burialslot_id) : undefined;
  const plot = useGetOne('tomb_burialslot', { id: plotId }, { enabled: plotId !== undefined });
  const onOrder = useGetList(
    routes.members,
    { filter: { order_id: order?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: order?.id !== undefined },
  );
  // The plot's capacity counts every registration on it, as the server does.
  const onPlot = useGetList(
    routes.members,
    { filter: { burialslot_id: plotId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: plotId !== undefined },
  );
  if (!order) return null;
  const members: RaRecord[] = onOrder.data ?? [];
  const state = plot.data && onPlot.total !== undefined ? registerState(plot.data, onPlot.total, order.status) : undefined;
  const linkType = level !== undefined && canDo(member, level, 'update') ? 'edit' : 'show';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="order-deceased">
      <Box sx={{ display: 'flex', alignItems: 'baseline', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('sales.deceased.title')}
        </Typography>
        {state && (
          <Typography variant="body2" color="text.secondary" data-testid="deceased-capacity">
            {translate('sales.deceased.capacity', { count: state.count, capacity: state.capacity })}
          </Typography>
        )}
        {routes.canCreateMember && state && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto', width: { xs: '100%', sm: 'auto' } }}>
            {state.block && (
              <Typography variant="caption" color="text.secondary" data-testid="register-blocked">
                {blockText(state.block)}
              </Typography>
            )}
            <Button
              size="small"
              variant="outlined"
              disabled={state.block !== null}
              onClick={() => navigate(createPath(routes.members, { burialslot_id: order.burialslot_id, order_id: order.id }))}
            >
              {translate('sales.deceased.register')}
            </Button>
          </Box>
        )}
      </Box>
      {onOrder.isPending ? null : members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('sales.deceased.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {members.map((m) => (
            <Box
              component="li"
              key={m.id}
              data-member={String(m.name)}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.25, sm: 2 }, alignItems: 'baseline', borderTop: 1, borderColor: 'divider', pt: 1 }}
            >
              <Box sx={{ minWidth: 120, fontWeight: 600 }}>
                {routes.membersRouted ? (
                  <MuiLink component={Link} to={createRecordPath({ resource: routes.members, id: m.id, type: linkType })}>
                    {String(m.name)}
                  </MuiLink>
                ) : (
                  String(m.name)
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {translate('sales.deceased.dates', { birth: dash(m.birth_date), death: dash(m.death_date) })}
              </Typography>
              <Typography variant="body2" color={m.burial_date ? 'text.primary' : 'text.secondary'}>
                {m.burial_date ? translate('sales.deceased.buried_on', { date: dash(m.burial_date) }) : translate('sales.deceased.not_buried')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};

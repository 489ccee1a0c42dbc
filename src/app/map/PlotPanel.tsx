/**
 * The side panel of the selected plot: its facts, its order (buyer, amounts), the deceased
 * and the payments, and the actions the level allows. A bottom sheet on phones.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { appConfig as resources } from '../../instance';
import type { EnumValue, FieldDef } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import type { OperationRoutes } from '../kit/operationRoutes';
import { familyGraveWithoutOrder } from '../kit/registration';
import { TermPanel } from '../terms/TermPanel';
import { PlotActions } from './PlotActions';
import { PlotWorkOrders } from './PlotWorkOrders';
import { PLOT_STATUSES, PLOT_TYPES, enumByValue } from './plotEnums';
import type { MapPlot, MapRoom, MapShelf } from './types';
import { usePlotDetails, type Rec } from './usePlotDetails';

const orderFields = resources.tomb_order.fields;
const memberFields = resources.member.fields;
const paymentFields = resources.tomb_payment.fields;
const plotFields = resources.tomb_burialslot.fields;

const enumValues = (f: FieldDef): readonly EnumValue[] => (f.type === 'enum' ? f.values : []);

const Swatch = ({ value }: { value?: EnumValue }) => (
  <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: value?.color, marginRight: 6 }} />
);

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
      {children}
    </Typography>
  </Box>
);

interface Props {
  plot?: MapPlot;
  room?: MapRoom;
  shelf?: MapShelf;
  routes: OperationRoutes;
  onClose: () => void;
}

export const PlotPanel = ({ plot, room, shelf, routes, onClose }: Props) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const dates = useDateFormat();
  const phone = useMediaQuery('(max-width:600px)');
  const details = usePlotDetails(plot?.id, routes);
  const money = (v: unknown) => formatMoney(v, locale);
  const enumLabel = (values: readonly EnumValue[], v: unknown) => {
    const e = enumByValue(values, String(v));
    return e ? label(e.label) : String(v ?? '');
  };
  const order = details.order;
  const status = plot ? enumByValue(PLOT_STATUSES, plot.status) : undefined;
  // A family grave imported without a sale record is held by no order, not by the other channel's.
  const family = plot !== undefined && !details.loading && familyGraveWithoutOrder(plot, order, details.members);
  const held = plot && plot.status !== 'available' && plot.status !== 'unavailable' && !family;
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={plot !== undefined}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: phone ? '100%' : 380, maxHeight: phone ? '85vh' : undefined, p: 2 }, 'data-testid': 'plot-panel' } as object }}
    >
      {plot && (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="h6" sx={{ flex: 1 }}>
              {plot.code}
            </Typography>
            <IconButton aria-label={translate('map.panel.close')} onClick={onClose} size="small">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box>
            <Line label={label(plotFields.status.label)}>
              <span data-testid="panel-plot-status" data-status={plot.status}>
                <Swatch value={status} />
                {status ? label(status.label) : plot.status}
              </span>
            </Line>
            <Line label={label(plotFields.type.label)}>{enumLabel(PLOT_TYPES, plot.type)}</Line>
            <Line label={label(plotFields.price.label)}>{money(plot.price)}</Line>
            <Line label={label(plotFields.capacity.label)}>{plot.capacity}</Line>
            <Line label={translate('map.panel.location')}>
              {[room?.name, shelf?.name, `#${plot.column_no}`].filter(Boolean).join(' / ')}
            </Line>
          </Box>
          <Divider />
          <Typography variant="subtitle2">{translate('map.panel.order')}</Typography>
          {details.loading ? (
            <Typography variant="body2">{translate('map.panel.loading')}</Typography>
          ) : order ? (
            <OrderFacts order={order} money={money} enumLabel={enumLabel} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(family ? 'map.panel.no_sale_record' : held ? 'map.panel.other_channel' : 'map.panel.no_order')}
            </Typography>
          )}
          {order && (order.status === 'paid' || order.status === 'completed') && (
            <>
              <Divider />
              <TermPanel orderId={order.id} plotCode={plot.code} bare />
            </>
          )}
          <Divider />
          <Typography variant="subtitle2">{translate('map.panel.deceased')}</Typography>
          {details.members.map((m) => (
            <Line key={m.id} label={String(m.name)}>
              {m.burial_date ? `${label(memberFields.burial_date.label)} ${dates.day(m.burial_date)}` : ''}
              {/* Findable: the public page's way from the gate, for the desk to print (docs/map.md). */}
              {m.visit_public === true && (
                <>
                  {' '}
                  <a href={`/find?id=${String(m.id)}`} target="_blank" rel="noopener" data-testid={`plot-way-${String(m.id)}`}>
                    {translate('parkmap.way')}
                  </a>
                </>
              )}
            </Line>
          ))}
          {!details.loading && <DeceasedElsewhere shown={details.members.length} elsewhere={details.occupancy?.elsewhere} otherChannelHolds={Boolean(held && !order)} />}
          {order && (
            <>
              <Divider />
              <Typography variant="subtitle2">{translate('map.panel.payments')}</Typography>
              {details.payments.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('map.panel.no_payments')}
                </Typography>
              ) : (
                details.payments.map((p: Rec) => (
                  <Line key={p.id} label={`${String(p.receipt_no ?? '')} · ${enumLabel(enumValues(paymentFields.item), p.item)}`}>
                    {p.kind === 'refund' ? `−${money(p.amount)}` : money(p.amount)}
                  </Line>
                ))
              )}
            </>
          )}
          <Divider />
          <PlotWorkOrders plotId={plot.id} />
          <PlotActions plot={plot} order={order} routes={routes} registered={details.members.length} members={details.members} />
        </Stack>
      )}
    </Drawer>
  );
};

/**
 * What the panel may say of the deceased it cannot show: the other channel's registrations
 * are counted, never listed, so a plot is not called empty when it is not.
 */
const DeceasedElsewhere = ({ shown, elsewhere, otherChannelHolds }: { shown: number; elsewhere?: number; otherChannelHolds: boolean }) => {
  const translate = useTranslate();
  const say = (key: string, options?: object) => (
    <Typography variant="body2" color="text.secondary" data-testid="panel-deceased-note">
      {translate(key, options)}
    </Typography>
  );
  if (elsewhere !== undefined && elsewhere > 0) return say('occupancy.elsewhere', { smart_count: elsewhere });
  if (shown > 0) return null;
  // Without the count (an older server): a plot held by the other channel keeps its registrations there.
  if (elsewhere === undefined && otherChannelHolds) return say('occupancy.other_channel_holds');
  return say('map.panel.no_deceased');
};

const OrderFacts = ({
  order,
  money,
  enumLabel,
}: {
  order: Rec;
  money: (v: unknown) => string;
  enumLabel: (values: readonly EnumValue[], v: unknown) => string;
}) => {
  const label = useConfigLabel();
  const translate = useTranslate();
  const dates = useDateFormat();
  const status = enumByValue(enumValues(orderFields.status), String(order.status));
  return (
    <Box data-testid="panel-order">
      <Line label={label(orderFields.order_no.label)}>{String(order.order_no ?? '')}</Line>
      <Line label={label(orderFields.status.label)}>
        <Swatch value={status} />
        {enumLabel(enumValues(orderFields.status), order.status)}
      </Line>
      {order.status === 'reserved' && order.reserved_until ? (
        <Line label="">{translate('map.panel.reserved_until', { date: dates.day(order.reserved_until) })}</Line>
      ) : null}
      <Line label={label(orderFields.buyer_name.label)}>{String(order.buyer_name ?? '')}</Line>
      <Line label={label(orderFields.buyer_phone.label)}>{String(order.buyer_phone ?? '')}</Line>
      <Line label={label(orderFields.total.label)}>{money(order.total)}</Line>
      <Line label={label(orderFields.paid.label)}>{money(order.paid)}</Line>
      <Line label={label(orderFields.balance.label)}>{money(order.balance)}</Line>
    </Box>
  );
};

/** The hover card of a cell: code, type, price and status, following the pointer. */
import { useLocaleState } from 'react-admin';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { formatMoney } from '../format/money';
import { PLOT_STATUSES, PLOT_TYPES, enumByValue } from './plotEnums';
import type { MapPlot } from './types';
import type { EnumValue } from '../../config/types';

export const PlotHoverCard = ({
  plot,
  x,
  y,
  statuses = PLOT_STATUSES,
  types = PLOT_TYPES,
}: {
  plot: MapPlot;
  x: number;
  y: number;
  statuses?: readonly EnumValue[];
  types?: readonly EnumValue[];
}) => {
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const status = enumByValue(statuses, plot.status);
  const type = enumByValue(types, plot.type);
  return (
    <div
      role="tooltip"
      data-testid="plot-hover"
      style={{
        position: 'fixed',
        left: Math.min(x + 12, (typeof window !== 'undefined' ? window.innerWidth : 1000) - 190),
        top: y + 14,
        zIndex: 1500,
        pointerEvents: 'none',
        background: 'rgba(48,49,51,.95)',
        color: '#fff',
        borderRadius: 4,
        padding: '6px 10px',
        fontSize: 12,
        lineHeight: 1.6,
        minWidth: 150,
      }}
    >
      <div style={{ fontWeight: 600 }}>{plot.code}</div>
      <div>{type ? label(type.label) : plot.type}</div>
      <div>{formatMoney(plot.price, locale)}</div>
      <div>
        <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: status?.color, marginRight: 6 }} />
        {status ? label(status.label) : plot.status}
      </div>
    </div>
  );
};

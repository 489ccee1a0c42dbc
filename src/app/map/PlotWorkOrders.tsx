/**
 * The open work orders of a plot in its panel (docs/work.md): what is requested, scheduled or
 * under way there, in start order, each a link to its work order page. What a QR label opens
 * on a signed-in phone. The server shows only the caller's channel's work orders.
 */
import { Box, Link, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayTime } from '../../config/dates';
import { WORK_KIND, WORK_STATUS } from '../../rules/work';
import { EnumChip } from '../builders/fields/EnumChip';
import { useLang } from '../format/lang';

const OPEN = ['requested', 'scheduled', 'in_progress'];

export const PlotWorkOrders = ({ plotId }: { plotId: number }) => {
  const translate = useTranslate();
  const lang = useLang();
  const { data, isPending } = useGetList('work_order', {
    filter: { burialslot_id: plotId, status: OPEN },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'scheduled_start', order: 'ASC' },
  });
  return (
    <Box data-testid="panel-work">
      <Typography variant="subtitle2">{translate('workPhone.plot_work')}</Typography>
      {!isPending && (data ?? []).length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('workPhone.plot_no_work')}
        </Typography>
      )}
      {(data ?? []).map((w) => {
        const kind = WORK_KIND.find((k) => k.value === w.kind);
        return (
          <Box key={w.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderLeft: `4px solid ${kind?.color ?? '#909399'}`, pl: 1, mt: 0.5 }} data-testid="panel-work-item">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/work/workOrderList/${w.id}`} variant="body2" sx={{ fontWeight: 600 }}>
                {kind ? kind.label[lang] : String(w.kind)} · {String(w.work_no)}
              </Link>
              <Typography variant="caption" component="div" color="text.secondary">
                {w.scheduled_start ? formatDayTime(w.scheduled_start, lang) : ''}
              </Typography>
            </Box>
            <EnumChip value={w.status} values={WORK_STATUS} />
          </Box>
        );
      })}
    </Box>
  );
};

/**
 * The management term of an order (its page) or of a plot (the map's plot panel): its state,
 * end, yearly fee and years paid, its renewals (each refundable: RenewalPayments), with Renew
 * and the reminder letter. Nothing before the order is paid (the server opens the term then).
 */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { appConfig } from '../../instance';
import { useLevel } from '../builders/permissions/useLevel';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import { PayLinkButton } from '../payments/PayLinkButton';
import { localDay } from '../../config/dates';
import { minPeriodsFor } from '../../rules/terms';
import { RenewButton } from './RenewButton';
import { RenewalPayments } from './RenewalPayments';
import { TermStateChip } from './TermStateChip';
import { useLocaleState } from 'react-admin';

interface Props {
  /** The term of this order... */
  orderId?: unknown;
  /** ...or the active term of this plot. */
  plotId?: unknown;
  plotCode?: string;
  /** Inside another panel: no frame of its own. */
  bare?: boolean;
}

export const TermPanel = ({ orderId, plotId, plotCode, bare }: Props) => {
  const level = useLevel();
  const translate = useTranslate();
  const navigate = useNavigate();
  const day = useDateFormat().day;
  const [locale] = useLocaleState();
  const name = level === undefined ? 'mgmt_term' : resourceNameForLevel('mgmt_term', level, appConfig).name;
  const filter = orderId !== undefined ? { order_id: orderId } : { burialslot_id: plotId, status: 'active' };
  const enabled = !!appConfig.mgmt_term && (orderId !== undefined || plotId !== undefined);
  const { data } = useGetList(name, { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } }, { enabled });
  const term = data?.[0];
  if (!enabled || !term) return null;
  const body = (
    <Box data-testid="term-panel">
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle2">{translate('terms.panel.title')}</Typography>
        <TermStateChip term={term} />
      </Stack>
      <Stack spacing={0.25}>
        {[
          [translate('terms.panel.until'), day(term.paid_until)],
          [translate('terms.panel.fee'), formatMoney(term.yearly_fee, locale)],
          [translate('terms.panel.years'), String(term.periods ?? '')],
        ].map(([k, v]) => (
          <Box key={k} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {k}
            </Typography>
            <Typography variant="body2">{v}</Typography>
          </Box>
        ))}
      </Stack>
      {term.kind !== 'storage' && <RenewalPayments termId={Number(term.id)} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <RenewButton term={term as never} plotCode={plotCode} variant="outlined" />
        {term.kind !== 'storage' && term.status !== 'closed' && appConfig.pay_link && <PayLinkButton termId={Number(term.id)} minYears={minPeriodsFor(term, localDay())} />}
        {term.status !== 'closed' && (
          <Button size="small" disabled={term.do_not_contact === true} onClick={() => navigate(`/print/reminder?terms=${term.id}`)}>
            {translate('terms.reminder.button')}
          </Button>
        )}
      </Stack>
    </Box>
  );
  return bare ? body : <Paper variant="outlined" sx={{ p: 2 }}>{body}</Paper>;
};

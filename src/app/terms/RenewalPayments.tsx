/**
 * A term's renewals on its panel (the order page, the plot panel): each renewal payment with its
 * receipt, and Refund on those not refunded yet (POST admin.mgmt_term/refund_renewal): a
 * confirmation asking the reason and how the money goes back (ReasonDialog on ActionDialog),
 * the same rule as any refund (useRefundBlocked: managers, or clerks when the settings let
 * them). The server pays the renewal back whole and shortens the term back, once.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import { postOk } from '../providers/http';
import { BlockedButton } from '../resources/common/BlockedButton';
import { ReasonDialog } from '../resources/common/ReasonDialog';
import { useRefundBlocked } from '../resources/common/useRefundBlocked';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLevel } from '../builders/permissions/useLevel';

type Payment = { id: number; kind: string; amount: unknown; periods: unknown; receipt_no: unknown; paid_at: unknown; refund_of?: unknown };

export const RenewalPayments = ({ termId, onChange }: { termId: number; onChange?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const blocked = useRefundBlocked();
  const [locale] = useLocaleState();
  const day = useDateFormat().day;
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [pending, setPending] = useState(false);
  const level = useLevel();
  const name = level === undefined ? 'tomb_payment' : resourceNameForLevel('tomb_payment', level, appConfig).name;
  const { data, refetch } = useGetList<Payment>(name, { filter: { term_id: termId }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' } });
  const payments = data ?? [];
  if (payments.length === 0) return null;
  const refunded = new Set(payments.filter((p) => p.kind === 'refund').map((p) => Number(p.refund_of)));
  const confirm = async (reason: string, method: string) => {
    if (!refunding) return;
    setPending(true);
    try {
      await postOk('admin.mgmt_term/refund_renewal', { payment_id: refunding.id, reason, method });
      notify(translate('terms.refund.done', { receipt: String(refunding.receipt_no ?? '') }), { type: 'success' });
      setRefunding(null);
      await refetch();
      onChange?.();
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const maxLength = Number((appConfig.tomb_payment?.fields.reason as { maxLength?: number } | undefined)?.maxLength ?? 500);
  return (
    <Box data-testid="term-renewals" sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('terms.refund.title')}
      </Typography>
      {payments.map((p) => (
        <Stack key={p.id} direction="row" spacing={1} alignItems="center" justifyContent="space-between" data-testid="term-renewal" sx={{ flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {[day(p.paid_at), String(p.receipt_no ?? ''), translate(p.kind === 'refund' ? 'terms.refund.refund_row' : 'terms.refund.renewal_row', { periods: Number(p.periods ?? 0) }), formatMoney(p.amount, locale)].join(' · ')}
          </Typography>
          {p.kind === 'charge' &&
            (refunded.has(p.id) ? (
              <Typography variant="caption" color="text.secondary">
                {translate('terms.refund.refunded')}
              </Typography>
            ) : (
              <BlockedButton size="small" color="error" blockedReason={blocked} onClick={() => setRefunding(p)} data-testid="term-refund">
                {translate('terms.refund.button')}
              </BlockedButton>
            ))}
        </Stack>
      ))}
      {refunding && (
        <ReasonDialog
          open
          title={translate('terms.refund.confirm', { receipt: String(refunding.receipt_no ?? ''), periods: Number(refunding.periods ?? 0), amount: formatMoney(refunding.amount, locale) })}
          withMethod
          pending={pending}
          onClose={() => setRefunding(null)}
          onConfirm={(reason, method) => void confirm(reason, method)}
          testId="term-refund-dialog"
          maxLength={maxLength}
        />
      )}
    </Box>
  );
};

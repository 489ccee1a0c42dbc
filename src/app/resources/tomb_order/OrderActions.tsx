/**
 * What can be done to the order as a whole: sign (reserved), cancel or refund with a reason
 * (open orders; a refund is the managers' unless the settings say otherwise, and a clerk sees
 * why it is disabled), print its documents (the level's print pages), and find its plot on the map.
 * A refund ends as every payment does: what was given back and its receipt to print.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { FieldDef } from '../../../config/types';
import { textMaxLength } from '../../../config/validators';
import { useLevel } from '../../builders/permissions/useLevel';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { formatMoney } from '../../format/money';
import { cancelOrder, refundOrder, signOrder } from '../../../protocol/contracts/plots';
import { call } from '../../providers/call';
import { refundItemOf } from '../../../rules/orderMoney';
import { isOpen, orderFields, paymentFields } from '../../kit/orderEnums';
import { useOrderPayments } from './useOrderPayments';
import { orderPaymentEnding, orderPrintLinks } from './printLinks';
import { PaymentDoneDialog, type PaymentEnding } from '../../kit/PaymentDone';
import { ReasonDialog } from '../../kit/ReasonDialog';
import { BlockedButton } from '../../kit/BlockedButton';
import { useServerAction } from '../../kit/useServerAction';
import { useRefundBlocked } from '../../kit/useRefundBlocked';
import { ScheduleBurialButton } from '../../work/ScheduleBurialButton';

type Open = 'sign' | 'cancel' | 'refund' | undefined;

/** A reason holds what its column holds: a cancel's reason the order's, a refund's the payment's (the shorter one). */
const reasonMax = (field: FieldDef): number => (field.type === 'longtext' || field.type === 'text' ? textMaxLength(field) : 500);

export const OrderActions = () => {
  const order = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const level = useLevel();
  const [locale] = useLocaleState();
  const { run, pending } = useServerAction();
  const [open, setOpen] = useState<Open>();
  const [printAnchor, setPrintAnchor] = useState<HTMLElement | null>(null);
  const refundBlocked = useRefundBlocked();
  const dataProvider = useDataProvider();
  const [ending, setEnding] = useState<PaymentEnding>();
  // A term's renewals are the term's money (docs/terms.md): the order's refund says what the order's charges were for.
  const payments = useOrderPayments(order?.id).filter((p) => p.term_id === null || p.term_id === undefined);
  if (!order) return null;
  const target = { id: Number(order.id), version: Number(order.version) };
  const prints = orderPrintLinks(level, { id: Number(order.id), status: order.status });
  const act = async (send: () => Promise<unknown>, doneKey: string): Promise<boolean> => {
    // The notice names the order it is about.
    const went = await run(send, () => ({ message: doneKey, args: { no: String(order.order_no) } }));
    if (went) setOpen(undefined);
    return went;
  };
  /** The refund just recorded is the order's newest payment: its receipt to print. */
  const refund = async (reason: string, method: string) => {
    if (!(await act(() => call(refundOrder, { ...target, reason, method, item: refundItemOf(payments) }), 'orders.done.refunded'))) return;
    // The refund went through (its notice is shown); without this read the payments card still lists its receipt.
    const made = await dataProvider
      .getList('tomb_payment', { filter: { order_id: order.id }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } })
      .then(({ data }) => data[0], () => undefined);
    if (!made || made.kind !== 'refund') return;
    const end = orderPaymentEnding(level, made);
    setEnding({ ...end, text: translate('payment.done.order_refund', { no: String(order.order_no), amount: formatMoney(made.amount, locale), receipt: end.receipt }) });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="order-actions">
      {order.status === 'reserved' && (
        <Button variant="contained" size="small" onClick={() => setOpen('sign')} disabled={pending}>
          {translate('orders.actions.sign')}
        </Button>
      )}
      {isOpen(order.status) && (
        <Button variant="outlined" size="small" color="warning" onClick={() => setOpen('cancel')} disabled={pending}>
          {translate('orders.actions.cancel')}
        </Button>
      )}
      {isOpen(order.status) && Number(order.paid) > 0 && (
        <BlockedButton variant="outlined" size="small" color="error" onClick={() => setOpen('refund')} disabled={pending} blockedReason={refundBlocked}>
          {translate('orders.actions.refund')}
        </BlockedButton>
      )}
      <ScheduleBurialButton />
      {prints.length > 0 && (
        <>
          <Button size="small" startIcon={<PrintIcon />} onClick={(e) => setPrintAnchor(e.currentTarget)} aria-haspopup="menu">
            {translate('orders.actions.print')}
          </Button>
          <Menu anchorEl={printAnchor} open={printAnchor !== null} onClose={() => setPrintAnchor(null)}>
            {prints.map((p) => (
              <MenuItem key={p.page} component={Link} to={p.href} onClick={() => setPrintAnchor(null)}>
                {label(p.title)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Button size="small" component={Link} to={`/dashboard?plot=${String(order.burialslot_id)}`}>
        {translate('orders.actions.back_to_map')}
      </Button>
      <Confirm
        isOpen={open === 'sign'}
        loading={pending}
        title={translate('orders.actions.sign')}
        content={translate('orders.actions.sign_confirm', { no: String(order.order_no) })}
        onConfirm={() => act(() => call(signOrder, target), 'orders.done.signed')}
        onClose={() => setOpen(undefined)}
      />
      {open === 'cancel' && (
        <ReasonDialog
          open
          testId="cancel-dialog"
          title={translate('orders.actions.cancel_title', { no: String(order.order_no) })}
          withMethod={false}
          maxLength={reasonMax(orderFields.cancel_reason)}
          pending={pending}
          onClose={() => setOpen(undefined)}
          onConfirm={(reason) => act(() => call(cancelOrder, { ...target, reason }), 'orders.done.cancelled')}
        />
      )}
      {open === 'refund' && (
        <ReasonDialog
          open
          testId="refund-dialog"
          title={translate('orders.actions.refund_title', { amount: formatMoney(order.paid, locale) })}
          withMethod
          maxLength={reasonMax(paymentFields.reason)}
          pending={pending}
          onClose={() => setOpen(undefined)}
          onConfirm={(reason, method) => void refund(reason, method)}
        />
      )}
      <PaymentDoneDialog title={translate('orders.done.refunded', { no: String(order.order_no) })} ending={ending} onClose={() => setEnding(undefined)} />
    </Stack>
  );
};

/**
 * The two pickers: orders (for order documents) and payments (for receipts). A page that
 * loaded its record from the URL (a deep link from the order page) shows it as the chosen
 * option, written exactly as the search would offer it.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import type { Lang } from '../../../config/types';
import { postOk } from '../../providers/http';
import { enumLabel } from '../data/common';
import { QUERY_PATH } from '../../../protocol/wire';
import { orderSearchQuery, paymentSearchQuery } from '../data/queries';
import type { OrderBundle, PaymentBundle } from '../data/rows';
import { formatMoney } from '../money/formatMoney';
import { RecordPicker, type PickerOption } from './RecordPicker';

interface OrderHit {
  id: number;
  order_no: string | null;
  buyer_name: string | null;
  status: string;
  'plot.code': string | null;
}

interface PaymentHit {
  id: number;
  receipt_no: string | null;
  kind: string;
  amount: number | string | null;
  payer: string | null;
  'order.order_no': string | null;
  'order.buyer_name': string | null;
}

const join = (parts: readonly (string | null | undefined)[]): string => parts.filter(Boolean).join(' · ');

const orderOption = (r: OrderHit, lang: Lang): PickerOption => ({
  id: r.id,
  primary: join([r.order_no, r.buyer_name]),
  secondary: join([r['plot.code'], enumLabel('tomb_order', 'status', r.status, lang)]),
});

const paymentOption = (r: PaymentHit, lang: Lang): PickerOption => ({
  id: r.id,
  primary: join([r.receipt_no, formatMoney(r.amount)]),
  secondary: join([enumLabel('tomb_payment', 'kind', r.kind, lang), r['order.order_no'], r.payer || r['order.buyer_name']]),
});

/** The loaded order as the picker's choice. */
const orderBundleOption = ({ order, plot }: OrderBundle, lang: Lang): PickerOption =>
  orderOption({ id: order.id, order_no: order.order_no, buyer_name: order.buyer_name, status: order.status, 'plot.code': plot?.code ?? null }, lang);

/** The loaded payment as the picker's choice. */
const paymentBundleOption = ({ payment, order }: PaymentBundle, lang: Lang): PickerOption =>
  paymentOption(
    {
      id: payment.id,
      receipt_no: payment.receipt_no,
      kind: payment.kind,
      amount: payment.amount,
      payer: payment.payer,
      'order.order_no': order.order_no,
      'order.buyer_name': order.buyer_name,
    },
    lang,
  );

interface Props<T> {
  /** Row kinds the page prints (order statuses, payment kinds). */
  only: readonly string[];
  onPick: (id: number) => void;
  /** The record the page shows, when it has one. */
  loaded?: T;
}

export const OrderPicker = ({ only, onPick, loaded }: Props<OrderBundle>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const search = async (term: string): Promise<PickerOption[]> =>
    (await postOk<OrderHit[]>(QUERY_PATH, orderSearchQuery(term, only))).map((r) => orderOption(r, lang));
  const value = loaded ? orderBundleOption(loaded, lang) : null;
  return (
    <RecordPicker
      label={translate(value ? 'print.picker.order_chosen' : 'print.picker.order')}
      placeholder={translate('print.picker.search_order')}
      search={search}
      onPick={onPick}
      value={value}
    />
  );
};

export const PaymentPicker = ({ only, onPick, loaded }: Props<PaymentBundle>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const search = async (term: string): Promise<PickerOption[]> =>
    (await postOk<PaymentHit[]>(QUERY_PATH, paymentSearchQuery(term, only))).map((r) => paymentOption(r, lang));
  const value = loaded ? paymentBundleOption(loaded, lang) : null;
  return (
    <RecordPicker
      label={translate(value ? 'print.picker.payment_chosen' : 'print.picker.payment')}
      placeholder={translate('print.picker.search_payment')}
      search={search}
      onPick={onPick}
      value={value}
    />
  );
};

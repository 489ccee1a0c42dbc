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
import { QUERY_PATH, type ListRequest } from '../../../protocol/wire';
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

/** A picker of one kind of record: its words, what it searches, how a found row and the loaded record read as a choice. */
interface PickerKind<Hit, Bundle> {
  /** Translation keys: the label before and after a choice, the search box's placeholder. */
  words: { label: string; chosen: string; search: string };
  query: (term: string, only: readonly string[]) => ListRequest;
  hitOption: (hit: Hit, lang: Lang) => PickerOption;
  loadedOption: (bundle: Bundle, lang: Lang) => PickerOption;
}

const recordPicker =
  <Hit, Bundle>({ words, query, hitOption, loadedOption }: PickerKind<Hit, Bundle>) =>
  ({ only, onPick, loaded }: Props<Bundle>) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const lang = langOf(locale);
    const search = async (term: string): Promise<PickerOption[]> => (await postOk<Hit[]>(QUERY_PATH, query(term, only))).map((r) => hitOption(r, lang));
    const value = loaded ? loadedOption(loaded, lang) : null;
    return (
      <RecordPicker
        label={translate(value ? words.chosen : words.label)}
        placeholder={translate(words.search)}
        search={search}
        onPick={onPick}
        value={value}
      />
    );
  };

export const OrderPicker = recordPicker({
  words: { label: 'print.picker.order', chosen: 'print.picker.order_chosen', search: 'print.picker.search_order' },
  query: orderSearchQuery,
  hitOption: orderOption,
  loadedOption: orderBundleOption,
});

export const PaymentPicker = recordPicker({
  words: { label: 'print.picker.payment', chosen: 'print.picker.payment_chosen', search: 'print.picker.search_payment' },
  query: paymentSearchQuery,
  hitOption: paymentOption,
  loadedOption: paymentBundleOption,
});

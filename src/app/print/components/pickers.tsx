/** The two pickers: orders (for order documents) and payments (for receipts). */
import { useLocaleState, useTranslate } from 'react-admin';
import type { Lang } from '../../../config/types';
import { postOk } from '../../providers/http';
import { enumLabel } from '../data/common';
import { QUERY_PATH } from '../data/fetch';
import { orderSearchQuery, paymentSearchQuery } from '../data/queries';
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

const uiLang = (locale: string): Lang => (['zh', 'en', 'es', 'ja'].includes(locale) ? (locale as Lang) : 'en');

export const OrderPicker = ({ statuses, onPick }: { statuses: readonly string[]; onPick: (id: number) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const search = async (term: string): Promise<PickerOption[]> => {
    const rows = await postOk<OrderHit[]>(QUERY_PATH, orderSearchQuery(term, statuses));
    return rows.map((r) => ({
      id: r.id,
      primary: [r.order_no, r.buyer_name].filter(Boolean).join(' · '),
      secondary: [r['plot.code'], enumLabel('tomb_order', 'status', r.status, uiLang(locale))].filter(Boolean).join(' · '),
    }));
  };
  return (
    <RecordPicker
      label={translate('print.picker.order')}
      placeholder={translate('print.picker.search_order')}
      search={search}
      onPick={onPick}
    />
  );
};

export const PaymentPicker = ({ kinds, onPick }: { kinds: readonly string[]; onPick: (id: number) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const search = async (term: string): Promise<PickerOption[]> => {
    const rows = await postOk<PaymentHit[]>(QUERY_PATH, paymentSearchQuery(term, kinds));
    return rows.map((r) => ({
      id: r.id,
      primary: [r.receipt_no, formatMoney(r.amount)].filter(Boolean).join(' · '),
      secondary: [
        enumLabel('tomb_payment', 'kind', r.kind, uiLang(locale)),
        r['order.order_no'],
        r.payer || r['order.buyer_name'],
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  };
  return (
    <RecordPicker
      label={translate('print.picker.payment')}
      placeholder={translate('print.picker.search_payment')}
      search={search}
      onPick={onPick}
    />
  );
};

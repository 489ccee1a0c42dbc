/** The page of a document filled from one order: pick the order, check it may be printed, show the document. */
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import type { PageKey } from '../../../config/routes';
import type { Lang } from '../../../config/types';
import { OrderPicker } from '../components/pickers';
import { RecordPrintScreen } from '../components/RecordPrintScreen';
import { useRecordParam } from '../components/useRecordParam';
import { ALLOWED_STATUSES, canPrintFor, type OrderDocument } from '../data/eligibility';
import { enumLabel } from '../data/common';
import { fetchOrderBundle } from '../data/fetch';
import type { OrderBundle } from '../data/rows';

interface OrderDocumentPageProps {
  pageKey: PageKey;
  doc: OrderDocument;
  render: (bundle: OrderBundle, lang: Lang, now: Date) => ReactNode;
}

/** Every order document prints on A4. */
export const OrderDocumentPage = ({ pageKey, doc, render }: OrderDocumentPageProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [orderId, chooseOrder] = useRecordParam('order');
  const statusLabel = (status: string) => enumLabel('tomb_order', 'status', status, langOf(locale));
  return (
    <RecordPrintScreen
      paper="a4"
      id={orderId}
      load={fetchOrderBundle}
      picker={(bundle) => <OrderPicker only={ALLOWED_STATUSES[doc]} onPick={chooseOrder} loaded={bundle && bundle.order.id === orderId ? bundle : undefined} />}
      choose={translate('print.picker.choose_order')}
      refusal={({ order }) =>
        canPrintFor(doc, order.status)
          ? undefined
          : translate('print.errors.not_eligible', { status: statusLabel(order.status), allowed: ALLOWED_STATUSES[doc].map(statusLabel).join(', ') })
      }
      target={({ order }) => ({ document: pageKey, table: 'tomb_order', id: order.id, title: order.order_no ?? pageKey })}
      document={(bundle, lang) => render(bundle, lang, new Date())}
    />
  );
};

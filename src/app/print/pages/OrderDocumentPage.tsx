/** The page of a document filled from one order: pick the order, check it may be printed, show the document. */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PageKey } from '../../../config/routes';
import type { Lang } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { appConfig as resources } from '../../../instance';
import { OrderPicker } from '../components/pickers';
import { PrintScreen } from '../components/PrintScreen';
import { useAsync } from '../components/useAsync';
import { useRecordParam } from '../components/useRecordParam';
import { ALLOWED_STATUSES, canPrintFor, type OrderDocument } from '../data/eligibility';
import { fetchOrderBundle } from '../data/fetch';
import type { OrderBundle } from '../data/rows';
import type { PaperKind } from '../documents/paper';

interface OrderDocumentPageProps {
  pageKey: PageKey;
  doc: OrderDocument;
  paper: PaperKind;
  render: (bundle: OrderBundle, lang: Lang, now: Date) => ReactNode;
}

export const OrderDocumentPage = ({ pageKey, doc, paper, render }: OrderDocumentPageProps) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [orderId, chooseOrder] = useRecordParam('order');
  const state = useAsync(orderId === null ? null : String(orderId), () => fetchOrderBundle(orderId as number));
  const statusLabel = (s: string) => label(resources.tomb_order.fields.status.values.find((v) => v.value === s)?.label ?? { zh: s, en: s, es: s, ja: s });

  const bundle = state.data;
  const printable = bundle && canPrintFor(doc, bundle.order.status);
  const message =
    orderId === null
      ? { severity: 'info' as const, text: translate('print.picker.choose_order') }
      : state.error
        ? { severity: 'error' as const, text: translate('print.errors.load_failed', { error: state.error.message }) }
        : bundle && !printable
          ? {
              severity: 'warning' as const,
              text: translate('print.errors.not_eligible', {
                status: statusLabel(bundle.order.status),
                allowed: ALLOWED_STATUSES[doc].map(statusLabel).join(', '),
              }),
            }
          : undefined;

  return (
    <PrintScreen
      paper={paper}
      picker={<OrderPicker only={ALLOWED_STATUSES[doc]} onPick={chooseOrder} loaded={bundle && bundle.order.id === orderId ? bundle : undefined} />}
      loading={state.loading}
      message={message}
      target={bundle && printable ? { document: pageKey, table: 'tomb_order', id: bundle.order.id, title: bundle.order.order_no ?? pageKey } : null}
      document={bundle && printable ? (lang) => render(bundle, lang, new Date()) : null}
    />
  );
};

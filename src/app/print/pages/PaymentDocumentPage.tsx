/** The page of a receipt: pick a payment of the accepted kinds, show its receipt. */
import { useLocaleState, useTranslate } from 'react-admin';
import { langOf } from '../../../config/dates';
import type { PageKey } from '../../../config/routes';
import { PaymentPicker } from '../components/pickers';
import { RecordPrintScreen } from '../components/RecordPrintScreen';
import { useRecordParam } from '../components/useRecordParam';
import { assembleReceipt } from '../data/assembleReceipt';
import { enumLabel } from '../data/common';
import { fetchPaymentBundle } from '../data/fetch';
import { ReceiptDocument } from '../documents/ReceiptDocument';

interface PaymentDocumentPageProps {
  pageKey: PageKey;
  /** Payment kinds this page prints: charges, refunds, or both. */
  kinds: readonly ('charge' | 'refund')[];
}

export const PaymentDocumentPage = ({ pageKey, kinds }: PaymentDocumentPageProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [paymentId, choosePayment] = useRecordParam('payment');
  const kindLabel = (kind: string) => enumLabel('tomb_payment', 'kind', kind, langOf(locale));
  return (
    <RecordPrintScreen
      paper="a5-landscape"
      id={paymentId}
      load={fetchPaymentBundle}
      picker={(bundle) => <PaymentPicker only={kinds} onPick={choosePayment} loaded={bundle && bundle.payment.id === paymentId ? bundle : undefined} />}
      choose={translate('print.picker.choose_payment')}
      refusal={({ payment }) => ((kinds as readonly string[]).includes(payment.kind) ? undefined : translate('print.errors.wrong_kind', { kind: kindLabel(payment.kind) }))}
      target={({ payment }) => ({ document: pageKey, table: 'tomb_payment', id: payment.id, title: payment.receipt_no ?? pageKey })}
      document={(bundle, lang) => <ReceiptDocument model={assembleReceipt(bundle, lang)} />}
    />
  );
};

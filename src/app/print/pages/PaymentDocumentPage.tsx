/** The page of a receipt: pick a payment of the accepted kinds, show its receipt. */
import { useTranslate } from 'react-admin';
import type { PageKey } from '../../../config/routes';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { appConfig as resources } from '../../../instance';
import { PaymentPicker } from '../components/pickers';
import { PrintScreen } from '../components/PrintScreen';
import { useAsync } from '../components/useAsync';
import { useRecordParam } from '../components/useRecordParam';
import { assembleReceipt } from '../data/assembleReceipt';
import { fetchPaymentBundle } from '../data/fetch';
import { ReceiptDocument } from '../documents/ReceiptDocument';

interface PaymentDocumentPageProps {
  pageKey: PageKey;
  /** Payment kinds this page prints: charges, refunds, or both. */
  kinds: readonly ('charge' | 'refund')[];
}

export const PaymentDocumentPage = ({ pageKey, kinds }: PaymentDocumentPageProps) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const [paymentId, choosePayment] = useRecordParam('payment');
  const state = useAsync(paymentId === null ? null : String(paymentId), () => fetchPaymentBundle(paymentId as number));

  const bundle = state.data;
  const kind = bundle?.payment.kind;
  const printable = !!kind && (kinds as readonly string[]).includes(kind);
  const kindLabel = () => label(resources.tomb_payment.fields.kind.values.find((v) => v.value === kind)?.label ?? { zh: '', en: '', es: '', ja: '' });
  const message =
    paymentId === null
      ? { severity: 'info' as const, text: translate('print.picker.choose_payment') }
      : state.error
        ? { severity: 'error' as const, text: translate('print.errors.load_failed', { error: state.error.message }) }
        : bundle && !printable
          ? { severity: 'warning' as const, text: translate('print.errors.wrong_kind', { kind: kindLabel() }) }
          : undefined;

  return (
    <PrintScreen
      paper="a5-landscape"
      picker={<PaymentPicker only={kinds} onPick={choosePayment} loaded={bundle && bundle.payment.id === paymentId ? bundle : undefined} />}
      loading={state.loading}
      message={message}
      target={bundle && printable ? { document: pageKey, table: 'tomb_payment', id: bundle.payment.id, title: bundle.payment.receipt_no ?? pageKey } : null}
      document={bundle && printable ? (lang) => <ReceiptDocument model={assembleReceipt(bundle, lang)} /> : null}
    />
  );
};

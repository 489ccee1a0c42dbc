/**
 * One component per print PageKey (src/config/routes.ts). Each is a configuration of the
 * two generic pages: which record, which statuses or kinds, which paper, which document.
 * receipt (levels 2 and 5) prints charges and refunds alike, because those levels have no
 * refund receipt page of their own; print10 and print11 split them for levels 4 and 6.
 */
import { assembleCertificate } from '../data/assembleCertificate';
import { assembleCommitment } from '../data/assembleCommitment';
import { assembleContract } from '../data/assembleContract';
import { assembleOrderForm } from '../data/assembleOrderForm';
import { assembleOrderReceipt } from '../data/assembleOrderReceipt';
import { assembleTemporary } from '../data/assembleTemporary';
import { CertificateCover, CertificateDeceased, CertificateHolder, CertificateRules } from '../documents/CertificatePages';
import { CommitmentDocument } from '../documents/CommitmentDocument';
import { ContractDocument } from '../documents/ContractDocument';
import { OrderFormDocument } from '../documents/OrderFormDocument';
import { OrderReceiptDocument } from '../documents/OrderReceiptDocument';
import { TemporaryCertificateDocument } from '../documents/TemporaryCertificateDocument';
import { OrderDocumentPage } from './OrderDocumentPage';
import { PaymentDocumentPage } from './PaymentDocumentPage';

export const Print1Page = () => (
  <OrderDocumentPage pageKey="print1" doc="orderForm" paper="a4" render={(b, lang) => <OrderFormDocument model={assembleOrderForm(b, lang)} />} />
);

export const CommitmentLetterPage = () => (
  <OrderDocumentPage
    pageKey="commitmentLetter"
    doc="commitment"
    paper="a4"
    render={(b, lang, now) => <CommitmentDocument model={assembleCommitment(b, lang, now)} />}
  />
);

export const Print8Page = () => (
  <OrderDocumentPage pageKey="print8" doc="contract" paper="a4" render={(b, lang) => <ContractDocument model={assembleContract(b, lang)} />} />
);

export const Print3Page = () => (
  <OrderDocumentPage pageKey="print3" doc="certificate" paper="a4" render={(b, lang, now) => <CertificateCover model={assembleCertificate(b, lang, now)} />} />
);

export const Print4Page = () => (
  <OrderDocumentPage pageKey="print4" doc="certificate" paper="a4" render={(b, lang, now) => <CertificateHolder model={assembleCertificate(b, lang, now)} />} />
);

export const Print5Page = () => (
  <OrderDocumentPage pageKey="print5" doc="certificate" paper="a4" render={(b, lang, now) => <CertificateDeceased model={assembleCertificate(b, lang, now)} />} />
);

export const Print6Page = () => (
  <OrderDocumentPage pageKey="print6" doc="certificate" paper="a4" render={(b, lang, now) => <CertificateRules model={assembleCertificate(b, lang, now)} />} />
);

export const Print9Page = () => (
  <OrderDocumentPage
    pageKey="print9"
    doc="temporary"
    paper="a4"
    render={(b, lang, now) => <TemporaryCertificateDocument model={assembleTemporary(b, lang, now)} />}
  />
);

export const OrderReceiptPage = () => (
  <OrderDocumentPage
    pageKey="orderReceipt"
    doc="orderReceipt"
    paper="a4"
    render={(b, lang, now) => <OrderReceiptDocument model={assembleOrderReceipt(b, lang, now)} />}
  />
);

export const Print10Page = () => <PaymentDocumentPage pageKey="print10" kinds={['charge']} />;
export const Print11Page = () => <PaymentDocumentPage pageKey="print11" kinds={['refund']} />;
export const ReceiptPage = () => <PaymentDocumentPage pageKey="receipt" kinds={['charge', 'refund']} />;

/** Terms and renewals (docs/terms.md): a renewal's receipt (the fee receipt with the years renewed), and the reminder letters. */
export const RenewalReceiptPage = () => <PaymentDocumentPage pageKey="renewalReceipt" kinds={['charge', 'refund']} />;
export { ReminderPage } from './ReminderPage';

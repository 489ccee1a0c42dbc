/**
 * One component per print PageKey (src/config/routes.ts). Each is a configuration of the
 * two generic pages: which record, which statuses or kinds, which document.
 * receipt (levels 2 and 5) prints charges and refunds alike, because those levels have no
 * refund receipt page of their own; print10 and print11 split them for levels 4 and 6.
 */
import type { ComponentType } from 'react';
import type { PageKey } from '../../../config/routes';
import type { Lang } from '../../../config/types';
import { assembleCertificate } from '../data/assembleCertificate';
import { assembleCommitment } from '../data/assembleCommitment';
import { assembleContract } from '../data/assembleContract';
import { assembleOrderForm } from '../data/assembleOrderForm';
import { assembleOrderReceipt } from '../data/assembleOrderReceipt';
import { assembleTemporary } from '../data/assembleTemporary';
import type { OrderDocument } from '../data/eligibility';
import type { OrderBundle } from '../data/rows';
import { CertificateCover, CertificateDeceased, CertificateHolder, CertificateRules } from '../documents/CertificatePages';
import { CommitmentDocument } from '../documents/CommitmentDocument';
import { ContractDocument } from '../documents/ContractDocument';
import { OrderFormDocument } from '../documents/OrderFormDocument';
import { OrderReceiptDocument } from '../documents/OrderReceiptDocument';
import { TemporaryCertificateDocument } from '../documents/TemporaryCertificateDocument';
import { OrderDocumentPage } from './OrderDocumentPage';
import { PaymentDocumentPage } from './PaymentDocumentPage';

/** The page of an order document: its key, the statuses it accepts (`doc`), its model's assembly and its drawing. */
const orderPage =
  <M,>(pageKey: PageKey, doc: OrderDocument, assemble: (bundle: OrderBundle, lang: Lang, now: Date) => M, Document: ComponentType<{ model: M }>) =>
  () => <OrderDocumentPage pageKey={pageKey} doc={doc} render={(b, lang, now) => <Document model={assemble(b, lang, now)} />} />;

export const Print1Page = orderPage('print1', 'orderForm', assembleOrderForm, OrderFormDocument);
export const CommitmentLetterPage = orderPage('commitmentLetter', 'commitment', assembleCommitment, CommitmentDocument);
export const Print8Page = orderPage('print8', 'contract', assembleContract, ContractDocument);
export const Print3Page = orderPage('print3', 'certificate', assembleCertificate, CertificateCover);
export const Print4Page = orderPage('print4', 'certificate', assembleCertificate, CertificateHolder);
export const Print5Page = orderPage('print5', 'certificate', assembleCertificate, CertificateDeceased);
export const Print6Page = orderPage('print6', 'certificate', assembleCertificate, CertificateRules);
export const Print9Page = orderPage('print9', 'temporary', assembleTemporary, TemporaryCertificateDocument);
export const OrderReceiptPage = orderPage('orderReceipt', 'orderReceipt', assembleOrderReceipt, OrderReceiptDocument);

export const Print10Page = () => <PaymentDocumentPage pageKey="print10" kinds={['charge']} />;
export const Print11Page = () => <PaymentDocumentPage pageKey="print11" kinds={['refund']} />;
export const ReceiptPage = () => <PaymentDocumentPage pageKey="receipt" kinds={['charge', 'refund']} />;

/** Terms and renewals (docs/terms.md): a renewal's receipt (the fee receipt with the years renewed), and the reminder letters. */
export const RenewalReceiptPage = () => <PaymentDocumentPage pageKey="renewalReceipt" kinds={['charge', 'refund']} />;
export { ReminderPage } from './ReminderPage';

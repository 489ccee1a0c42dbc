/**
 * print10, print11, receipt: one payment on an A5 landscape receipt, a charge or a refund.
 * The parties are named by their part in it: on a charge the payer hands the money over and
 * the cemetery receives it; on a refund the buyer receives the money back (领款人, not 付款人).
 */
import type { ReceiptModel } from '../data/models';
import { docTexts } from '../i18n';
import { FieldTable, PairRow } from './parts/FieldTable';
import { OneSheetDocument } from './parts/HeadedSheet';
import { Signatures } from './parts/Signatures';

export const ReceiptDocument = ({ model: m }: { model: ReceiptModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  const refund = m.kind === 'refund';
  const renewal = m.yearsRenewed !== null;
  return (
    <OneSheetDocument
      doc={m}
      receipt
      title={refund ? t.titles.refundReceipt : renewal ? t.titles.renewalReceipt : t.titles.feeReceipt}
      left={[l.receiptNo, m.receiptNo]}
      right={[l.paidAt, m.paidOn]}
    >
      <FieldTable
        testId="print-receipt"
        pairs={[
          [refund ? l.payee : l.payer, m.payer],
          [l.orderNo, m.orderNo],
          [l.item, m.item],
          [l.plotCode, m.plotCode],
          [refund ? l.refundMethod : l.method, m.method],
          [l.operator, m.operator],
        ]}
      >
        <PairRow
          strong
          pairs={[
            [refund ? l.refundAmount : l.amount, m.amount.figures, { className: 'pd-num', testId: 'print-amount' }],
            [l.amountInWords, m.amount.words, { className: 'pd-amount-words', testId: 'print-amount-words' }],
          ]}
        />
        {renewal && <PairRow pairs={[[l.yearsRenewed, m.yearsRenewed, { testId: 'print-years-renewed' }]]} />}
        {refund && <PairRow pairs={[[l.refundReason, m.reason]]} />}
      </FieldTable>
      <p className="pd-note">{refund ? t.refundNote : t.receiptNote}</p>
      <Signatures
        header={m.header}
        parties={[
          { title: refund ? t.signatures.refundee : t.signatures.payerSign, lines: [{ label: t.signatures.signature }] },
          { title: refund ? t.signatures.handler : t.signatures.recipientSign, lines: [{ label: t.signatures.signature, value: m.operator }], seal: true },
        ]}
      />
    </OneSheetDocument>
  );
};

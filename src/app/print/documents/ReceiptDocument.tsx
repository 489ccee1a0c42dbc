/**
 * print10, print11, receipt: one payment on an A5 landscape receipt, a charge or a refund.
 * The parties are named by their part in it: on a charge the payer hands the money over and
 * the cemetery receives it; on a refund the buyer receives the money back (领款人, not 付款人).
 */
import type { ReceiptModel } from '../data/models';
import { docTexts } from '../i18n';
import { DocHeader } from './parts/DocHeader';
import { DocRoot, Sheet } from './parts/DocRoot';
import { Signatures } from './parts/Signatures';

export const ReceiptDocument = ({ model: m }: { model: ReceiptModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  const refund = m.kind === 'refund';
  const renewal = m.yearsRenewed !== null;
  return (
    <DocRoot lang={m.lang} receipt>
      <Sheet>
        <DocHeader
          header={m.header}
          title={refund ? t.titles.refundReceipt : renewal ? t.titles.renewalReceipt : t.titles.feeReceipt}
          t={t}
          left={`${l.receiptNo}: ${m.receiptNo}`}
          right={`${l.paidAt}: ${m.paidOn}`}
        />
        <table className="pd-table" data-testid="print-receipt">
          <tbody>
            <tr>
              <th scope="row">{refund ? l.payee : l.payer}</th>
              <td>{m.payer}</td>
              <th scope="row">{l.orderNo}</th>
              <td>{m.orderNo}</td>
            </tr>
            <tr>
              <th scope="row">{l.item}</th>
              <td>{m.item}</td>
              <th scope="row">{l.plotCode}</th>
              <td>{m.plotCode}</td>
            </tr>
            <tr>
              <th scope="row">{refund ? l.refundMethod : l.method}</th>
              <td>{m.method}</td>
              <th scope="row">{l.operator}</th>
              <td>{m.operator}</td>
            </tr>
            <tr className="pd-strong">
              <th scope="row">{refund ? l.refundAmount : l.amount}</th>
              <td className="pd-num" data-testid="print-amount">
                {m.amount.figures}
              </td>
              <th scope="row">{l.amountInWords}</th>
              <td className="pd-amount-words" data-testid="print-amount-words">
                {m.amount.words}
              </td>
            </tr>
            {renewal && (
              <tr>
                <th scope="row">{l.yearsRenewed}</th>
                <td colSpan={3} data-testid="print-years-renewed">
                  {m.yearsRenewed}
                </td>
              </tr>
            )}
            {refund && (
              <tr>
                <th scope="row">{l.refundReason}</th>
                <td colSpan={3}>{m.reason}</td>
              </tr>
            )}
          </tbody>
        </table>
        <p className="pd-note">{refund ? t.refundNote : t.receiptNote}</p>
        <Signatures
          header={m.header}
          parties={[
            { title: refund ? t.signatures.refundee : t.signatures.payerSign, lines: [{ label: t.signatures.signature }] },
            { title: refund ? t.signatures.handler : t.signatures.recipientSign, lines: [{ label: t.signatures.signature, value: m.operator }], seal: true },
          ]}
        />
      </Sheet>
    </DocRoot>
  );
};

/** orderReceipt: every payment of an order with totals (A4; a long list continues on the next page with its header row). */
import type { OrderReceiptModel } from '../data/models';
import { docTexts } from '../i18n';
import { plotPlace } from './parts/blocks';
import { OneSheetDocument } from './parts/HeadedSheet';
import { MoneyTable } from './parts/MoneyTable';
import { Signatures } from './parts/Signatures';

export const OrderReceiptDocument = ({ model: m }: { model: OrderReceiptModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument
      doc={m}
      title={t.titles.orderReceipt}
      left={[l.orderNo, m.orderNo]}
      right={[l.printedOn, m.printedOn]}
      fields={[
        [l.buyerName, m.buyer.name],
        [l.phone, m.buyer.phone],
        [l.plotCode, m.plot.code],
        [l.area, plotPlace(m.plot)],
      ]}
    >
      <div className="pd-section">{t.sections.payments}</div>
      {/* Rows, not the whole table, avoid breaking: a long statement flows onto more pages. */}
      <table className="pd-table" style={{ breakInside: 'auto' }} data-testid="print-payments">
        <thead>
          <tr>
            <th className="pd-col" style={{ width: '17%' }}>{l.receiptNo}</th>
            <th className="pd-col" style={{ width: '17%' }}>{l.date}</th>
            <th className="pd-col" style={{ width: '9%' }}>{l.kind}</th>
            <th className="pd-col">{l.item}</th>
            <th className="pd-col">{l.method}</th>
            <th className="pd-col" style={{ width: '17%' }}>{l.amount}</th>
            <th className="pd-col" style={{ width: '12%' }}>{l.operator}</th>
          </tr>
        </thead>
        <tbody>
          {m.lines.length === 0 && (
            <tr>
              <td colSpan={7} style={{ textAlign: 'center' }}>
                {l.noPayments}
              </td>
            </tr>
          )}
          {m.lines.map((p) => (
            <tr key={p.receiptNo} style={{ breakInside: 'avoid' }}>
              <td>{p.receiptNo}</td>
              <td>{p.date}</td>
              <td>{p.kind}</td>
              <td>{p.item}</td>
              <td>{p.method}</td>
              <td className="pd-num">{p.amount}</td>
              <td>{p.operator}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pd-section">{t.sections.fees}</div>
      <MoneyTable
        lines={[
          { label: l.charged, amount: m.charged },
          { label: l.refunded, amount: m.refunded },
          { label: l.net, amount: m.net },
          { label: l.orderTotal, amount: m.orderTotal },
          { label: l.balance, amount: m.balance },
        ]}
        strong={[l.net]}
        t={t}
      />
      <p className="pd-note">{t.orderReceiptNote}</p>
      <Signatures header={m.header} parties={[{ title: t.signatures.handler, lines: [{ label: t.signatures.signature }, { label: t.signatures.date, value: m.printedOn }], seal: true }]} />
    </OneSheetDocument>
  );
};

/** print1: the order form (A4, one page). */
import type { OrderFormModel } from '../data/models';
import { docTexts } from '../i18n';
import { OrderFees, OrderParties } from './parts/blocks';
import { OneSheetDocument } from './parts/HeadedSheet';
import { Signatures } from './parts/Signatures';

export const OrderFormDocument = ({ model: m }: { model: OrderFormModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument
      doc={m}
      title={t.titles.orderForm}
      left={[l.orderNo, m.orderNo]}
      right={[l.createdOn, m.createdOn]}
      fields={[
        [l.status, m.status],
        [l.contractNo, m.contractNo],
        [l.reservedUntil, m.reservedUntil],
        [l.signedOn, m.signedOn],
        [l.salesperson, m.salesperson],
        [l.agent, m.agent],
      ]}
    >
      <OrderParties m={m} t={t} buyerHeading={t.sections.buyer} />
      <OrderFees m={m} t={t} totals={['total', 'paid', 'balance']} />
      {m.remark && <p className="pd-note">{`${l.remark}: ${m.remark}`}</p>}
      <Signatures
        header={m.header}
        parties={[
          { title: t.signatures.partyA, lines: [{ label: t.signatures.handler }, { label: t.signatures.date }], seal: true },
          { title: t.signatures.partyB, lines: [{ label: t.signatures.signature }, { label: t.signatures.date }] },
        ]}
      />
    </OneSheetDocument>
  );
};

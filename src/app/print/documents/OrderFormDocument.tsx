/** print1: the order form (A4, one page). */
import type { OrderFormModel } from '../data/models';
import { docTexts } from '../i18n';
import { DeceasedTable, PartyTable, PlotTable } from './parts/blocks';
import { DocHeader } from './parts/DocHeader';
import { DocRoot, Sheet } from './parts/DocRoot';
import { FieldTable } from './parts/FieldTable';
import { FeeSummaryTable } from './parts/MoneyTable';
import { Signatures } from './parts/Signatures';

export const OrderFormDocument = ({ model: m }: { model: OrderFormModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <DocRoot lang={m.lang}>
      <Sheet>
        <DocHeader header={m.header} title={t.titles.orderForm} t={t} left={`${l.orderNo}: ${m.orderNo}`} right={`${l.createdOn}: ${m.createdOn}`} />
        <FieldTable
          pairs={[
            [l.status, m.status],
            [l.contractNo, m.contractNo],
            [l.reservedUntil, m.reservedUntil],
            [l.signedOn, m.signedOn],
            [l.salesperson, m.salesperson],
            [l.agent, m.agent],
          ]}
        />
        <div className="pd-section">{t.sections.buyer}</div>
        <PartyTable party={m.buyer} t={t} />
        <div className="pd-section">{t.sections.plot}</div>
        <PlotTable plot={m.plot} t={t} />
        <div className="pd-section">{t.sections.deceased}</div>
        <DeceasedTable deceased={m.deceased} t={t} />
        <div className="pd-section">{t.sections.fees}</div>
        <FeeSummaryTable
          fees={[...m.fees, { label: l.discount, amount: m.discount }]}
          totals={[
            { label: l.total, amount: m.total },
            { label: l.paid, amount: m.paid },
            { label: l.balance, amount: m.balance },
          ]}
          t={t}
        />
        {m.remark && <p className="pd-note">{`${l.remark}: ${m.remark}`}</p>}
        <Signatures
          header={m.header}
          parties={[
            { title: t.signatures.partyA, lines: [{ label: t.signatures.handler }, { label: t.signatures.date }], seal: true },
            { title: t.signatures.partyB, lines: [{ label: t.signatures.signature }, { label: t.signatures.date }] },
          ]}
        />
      </Sheet>
    </DocRoot>
  );
};

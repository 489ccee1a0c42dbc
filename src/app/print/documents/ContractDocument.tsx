/**
 * print8: the contract on A4. Page 1 holds the parties, the plot and the money; the
 * clauses start on page 2 with the signatures right under them, so nobody signs a page
 * that does not show what is agreed. Long clauses flow on, never split inside one.
 */
import type { ContractModel } from '../data/models';
import { fill } from '../data/common';
import { docTexts } from '../i18n';
import { OrderFees, OrderParties } from './parts/blocks';
import { DocRoot, Sheet } from './parts/DocRoot';
import { FieldTable } from './parts/FieldTable';
import { HeadedSheet } from './parts/HeadedSheet';
import { Signatures } from './parts/Signatures';

export const ContractDocument = ({ model: m }: { model: ContractModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <DocRoot lang={m.lang}>
      <HeadedSheet doc={m} title={t.titles.contract} left={[l.contractNo, m.contractNo]} right={[l.orderNo, m.orderNo]}>
        <p className="pd-p pd-indent">{fill(t.contractPreamble, { cemetery: m.header.name, buyer: m.buyer.name, plot: m.plot.code })}</p>
        <OrderParties m={m} t={t} buyerHeading={t.signatures.partyB} />
        <OrderFees m={m} t={t} totals={['total']} />
        <FieldTable
          pairs={[
            [l.maintenanceYears, m.maintenanceYears],
            [l.maintenanceUntil, m.maintenanceUntil],
            [l.paid, m.paid.figures],
            [l.balance, m.balance.figures],
          ]}
        />
      </HeadedSheet>
      <Sheet>
        <div className="pd-numbers">
          <span>{`${l.contractNo}: ${m.contractNo}`}</span>
          <span>{m.header.name}</span>
        </div>
        <div className="pd-section">{t.sections.clauses}</div>
        <div data-testid="print-clauses">
          {m.clauses.map((c) => (
            <p className="pd-clause" key={c.number}>
              <span className="pd-clause-no">{c.number}</span>
              {c.text}
            </p>
          ))}
        </div>
        <Signatures
          header={m.header}
          parties={[
            {
              title: t.signatures.partyA,
              lines: [{ label: t.signatures.seal }, { label: t.signatures.handler }, { label: t.signatures.date, value: m.signedOn }],
              seal: true,
            },
            {
              title: t.signatures.partyB,
              lines: [{ label: t.signatures.signature }, { label: l.idNumber, value: m.buyer.idNumber }, { label: t.signatures.date, value: m.signedOn }],
            },
          ]}
        />
      </Sheet>
    </DocRoot>
  );
};

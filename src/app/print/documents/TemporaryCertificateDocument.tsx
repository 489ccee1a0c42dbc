/** print9: the temporary certificate of a reserved or contracted order (A4, one page). */
import type { TemporaryCertificateModel } from '../data/models';
import { docTexts } from '../i18n';
import { PartyTable, PlotTable } from './parts/blocks';
import { OneSheetDocument } from './parts/HeadedSheet';
import { MoneyTable } from './parts/MoneyTable';
import { Signatures } from './parts/Signatures';

export const TemporaryCertificateDocument = ({ model: m }: { model: TemporaryCertificateModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument
      doc={m}
      title={t.titles.temporary}
      left={[l.orderNo, m.orderNo]}
      right={[l.issuedOn, m.issuedOn]}
      fields={[
        [l.status, m.status],
        [l.contractNo, m.contractNo],
        [l.validUntil, m.validUntil],
        [l.issuedOn, m.issuedOn],
      ]}
    >
      <div className="pd-section">{t.sections.buyer}</div>
      <PartyTable party={m.holder} t={t} />
      <div className="pd-section">{t.sections.plot}</div>
      <PlotTable plot={m.plot} t={t} />
      <div className="pd-section">{t.sections.fees}</div>
      <MoneyTable
        lines={[
          { label: l.total, amount: m.total },
          { label: l.paid, amount: m.paid },
          { label: l.balance, amount: m.balance },
        ]}
        strong={[l.balance]}
        t={t}
      />
      <p className="pd-p pd-note" style={{ border: '0.3mm solid #000', padding: '2mm 3mm', marginTop: '4mm' }}>
        {t.temporaryNote}
      </p>
      <Signatures
        header={m.header}
        parties={[
          { title: t.signatures.partyA, lines: [{ label: t.signatures.handler }, { label: t.signatures.date, value: m.issuedOn }], seal: true },
          { title: t.signatures.partyB, lines: [{ label: t.signatures.signature }, { label: t.signatures.date }] },
        ]}
      />
    </OneSheetDocument>
  );
};

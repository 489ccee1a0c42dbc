/**
 * print3-print6: the burial certificate's four pages (cover; holder; deceased and plot;
 * rules and record). Each route prints its own page on A4 so a bound certificate book can
 * be fed one page at a time.
 */
import type { CertificateModel } from '../data/models';
import { docTexts } from '../i18n';
import { partyPairs, PlotTable, plotPlace } from './parts/blocks';
import { DocRoot, Sheet } from './parts/DocRoot';
import { FieldTable } from './parts/FieldTable';
import { OneSheetDocument } from './parts/HeadedSheet';
import { Signatures } from './parts/Signatures';

type PageProps = { model: CertificateModel };

export const CertificateCover = ({ model: m }: PageProps) => {
  const t = docTexts(m.lang);
  return (
    <DocRoot lang={m.lang}>
      <Sheet>
        <div className="pd-cover">
          <div className="pd-cemetery" style={{ fontSize: '20pt' }}>
            {m.header.name}
          </div>
          <div className="pd-cover-title">{t.titles.certCover}</div>
          <div className="pd-cover-sub">{t.titles.certCoverSubtitle}</div>
          <div className="pd-cover-no">{`${t.labels.certificateNo}: ${m.certificateNo}`}</div>
          <div className="pd-cover-no">{`${t.labels.issuedOn}: ${m.issuedOn}`}</div>
          {m.header.sealUrl && <img className="pd-seal pd-cover-seal" src={m.header.sealUrl} alt="" data-testid="print-seal" />}
          <div className="pd-contact" style={{ marginTop: '12mm' }}>
            {[m.header.address, m.header.phone].filter(Boolean).join('　')}
          </div>
        </div>
      </Sheet>
    </DocRoot>
  );
};

export const CertificateHolder = ({ model: m }: PageProps) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument
      doc={m}
      title={t.titles.certHolder}
      left={[l.certificateNo, m.certificateNo]}
      right={[l.orderNo, m.orderNo]}
      fields={partyPairs(m.holder, t, l.name)}
      fieldsTestId="print-party"
    >
      <div className="pd-section">{t.sections.plot}</div>
      <FieldTable
        pairs={[
          [l.plotCode, m.plot.code],
          [l.plotType, m.plot.type],
          [l.area, plotPlace(m.plot)],
          [l.total, m.total.figures],
          [l.maintenanceYears, m.maintenanceYears],
          [l.maintenanceUntil, m.maintenanceUntil],
          [l.amountInWords, m.total.words],
        ]}
      />
      <Signatures
        header={m.header}
        parties={[{ title: t.signatures.partyA, lines: [{ label: t.signatures.handler }, { label: l.issuedOn, value: m.issuedOn }], seal: true }]}
      />
    </OneSheetDocument>
  );
};

export const CertificateDeceased = ({ model: m }: PageProps) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  // A plot holds at most a few; one block each, and one blank block for an empty plot.
  const people = m.deceased.length > 0 ? m.deceased : [null];
  return (
    <OneSheetDocument doc={m} title={t.titles.certDeceased} left={[l.certificateNo, m.certificateNo]}>
      <div className="pd-section">{t.sections.deceased}</div>
      {people.map((d, i) => (
        <div key={i} style={{ marginBottom: '3mm' }} data-testid="print-deceased">
          <FieldTable
            pairs={[
              [l.name, d?.name ?? ''],
              [l.gender, d?.gender ?? ''],
              [l.idNumber, d?.idNumber ?? ''],
              [l.nativePlace, d?.nativePlace ?? ''],
              [l.birthDate, d?.birthDate ?? ''],
              [l.deathDate, d?.deathDate ?? ''],
              [l.cremationCertNo, d?.cremationCertNo ?? ''],
              [l.funeralHome, d?.funeralHome ?? ''],
              [l.burialDate, d?.burialDate ?? ''],
            ]}
          />
        </div>
      ))}
      <div className="pd-section">{t.sections.plot}</div>
      <PlotTable plot={m.plot} t={t} />
    </OneSheetDocument>
  );
};

export const CertificateRules = ({ model: m }: PageProps) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument doc={m} title={t.titles.certRules} left={[l.certificateNo, m.certificateNo]}>
      <ol className="pd-p" style={{ paddingLeft: '6mm' }} data-testid="print-rules">
        {m.rules.map((r) => (
          <li key={r} style={{ marginBottom: '1.5mm' }}>
            {r}
          </li>
        ))}
      </ol>
      <div className="pd-section">{t.sections.record}</div>
      <table className="pd-table" data-testid="print-record">
        <thead>
          <tr>
            <th className="pd-col" style={{ width: '28%' }}>
              {l.date}
            </th>
            <th className="pd-col">{l.event}</th>
            <th className="pd-col" style={{ width: '22%' }}>
              {t.signatures.handler}
            </th>
          </tr>
        </thead>
        <tbody>
          {m.record.map((r, i) => (
            <tr key={i}>
              <td className="pd-blank">{r.date}</td>
              <td>{r.event}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </OneSheetDocument>
  );
};

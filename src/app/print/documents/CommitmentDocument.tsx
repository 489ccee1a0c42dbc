/** commitmentLetter: the buyer's undertaking to the cemetery (A4, one page). */
import type { CommitmentModel } from '../data/models';
import { fill } from '../data/common';
import { docTexts } from '../i18n';
import { plotPlace } from './parts/blocks';
import { OneSheetDocument } from './parts/HeadedSheet';
import { Signatures } from './parts/Signatures';

export const CommitmentDocument = ({ model: m }: { model: CommitmentModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <OneSheetDocument
      doc={m}
      title={t.titles.commitment}
      fields={[
        [l.orderNo, m.orderNo],
        [l.contractNo, m.contractNo],
        [l.plotCode, m.plot.code],
        [l.area, plotPlace(m.plot)],
        [t.sections.deceased, m.deceased.map((d) => d.name).join('、')],
        [l.relation, m.buyer.relation],
      ]}
    >
      <p className="pd-p" style={{ marginTop: '6mm', fontWeight: 700 }}>
        {fill(t.commitmentAddressee, { cemetery: m.header.name })}
      </p>
      <div data-testid="print-commitment">
        {m.paragraphs.map((p, i) => (
          <p className="pd-p pd-indent" key={i}>
            {p}
          </p>
        ))}
      </div>
      <Signatures
        header={m.header}
        parties={[
          {
            title: t.signatures.committer,
            lines: [
              { label: t.signatures.signature },
              { label: l.idNumber, value: m.buyer.idNumber },
              { label: l.phone, value: m.buyer.phone },
              { label: t.signatures.date, value: m.date },
            ],
          },
        ]}
      />
    </OneSheetDocument>
  );
};

/** commitmentLetter: the buyer's undertaking to the cemetery (A4, one page). */
import type { CommitmentModel } from '../data/models';
import { fill } from '../data/common';
import { docTexts } from '../i18n';
import { DocHeader } from './parts/DocHeader';
import { DocRoot, Sheet } from './parts/DocRoot';
import { FieldTable } from './parts/FieldTable';
import { Signatures } from './parts/Signatures';

export const CommitmentDocument = ({ model: m }: { model: CommitmentModel }) => {
  const t = docTexts(m.lang);
  const l = t.labels;
  return (
    <DocRoot lang={m.lang}>
      <Sheet>
        <DocHeader header={m.header} title={t.titles.commitment} t={t} />
        <FieldTable
          pairs={[
            [l.orderNo, m.orderNo],
            [l.contractNo, m.contractNo],
            [l.plotCode, m.plot.code],
            [l.area, [m.plot.area, m.plot.room, m.plot.shelf].filter(Boolean).join(' / ')],
            [t.sections.deceased, m.deceased.map((d) => d.name).join('、')],
            [l.relation, m.buyer.relation],
          ]}
        />
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
      </Sheet>
    </DocRoot>
  );
};

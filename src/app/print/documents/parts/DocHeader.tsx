import type { CemeteryHeader } from '../../data/models';
import type { DocTexts } from '../../i18n/types';

/** A document number or date printed under the title, with its label ("Order no.: DD…"). */
export type DocNumber = readonly [label: string, value: string];

const numberText = (n: DocNumber | undefined): string | undefined => n && `${n[0]}: ${n[1]}`;

interface Props {
  header: CemeteryHeader;
  title: string;
  t: DocTexts;
  /** Document numbers on the left and right under the title, e.g. order no. and date. */
  left?: DocNumber;
  right?: DocNumber;
}

/** The cemetery's name and contact line, the document title and its numbers. */
export const DocHeader = ({ header, title, t, left, right }: Props) => {
  const contact = [
    header.address && `${t.labels.address}: ${header.address}`,
    header.phone && `${t.labels.phone}: ${header.phone}`,
  ].filter(Boolean);
  return (
    <header className="pd-head">
      <div className="pd-cemetery">{header.name}</div>
      {contact.length > 0 && <div className="pd-contact">{contact.join('　')}</div>}
      <div className="pd-title">{title}</div>
      {(left || right) && (
        <div className="pd-numbers">
          <span>{numberText(left)}</span>
          <span>{numberText(right)}</span>
        </div>
      )}
    </header>
  );
};

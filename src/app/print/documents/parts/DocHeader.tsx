import type { CemeteryHeader } from '../../data/models';
import type { DocTexts } from '../../i18n/types';

interface Props {
  header: CemeteryHeader;
  title: string;
  t: DocTexts;
  /** Document numbers on the left and right under the title, e.g. order no. and date. */
  left?: string;
  right?: string;
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
          <span>{left}</span>
          <span>{right}</span>
        </div>
      )}
    </header>
  );
};

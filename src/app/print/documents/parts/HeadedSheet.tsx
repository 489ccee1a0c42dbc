/**
 * The top every document shares: the cemetery's header with the title and the document's
 * numbers, then the fields that identify what it is about; each document goes its own way
 * below that.
 */
import type { ReactNode } from 'react';
import type { Lang } from '../../../../config/types';
import type { CemeteryHeader } from '../../data/models';
import { docTexts } from '../../i18n';
import { DocHeader, type DocNumber } from './DocHeader';
import { DocRoot, Sheet } from './DocRoot';
import { FieldTable, type Pair } from './FieldTable';

interface HeadedSheetProps {
  /** The document's language and the cemetery it is from (every model has them). */
  doc: { lang: Lang; header: CemeteryHeader };
  title: string;
  left?: DocNumber;
  right?: DocNumber;
  /** The identifying fields right under the header, two to a row. */
  fields?: readonly Pair[];
  fieldsTestId?: string;
  children: ReactNode;
}

/** A sheet that starts with the header (the first sheet of a document). */
export const HeadedSheet = ({ doc, title, left, right, fields, fieldsTestId, children }: HeadedSheetProps) => (
  <Sheet>
    <DocHeader header={doc.header} title={title} t={docTexts(doc.lang)} left={left} right={right} />
    {fields && <FieldTable pairs={fields} testId={fieldsTestId} />}
    {children}
  </Sheet>
);

/** A document of one headed sheet; `receipt`: set tighter, for the small A5 receipts. */
export const OneSheetDocument = ({ receipt, ...sheet }: HeadedSheetProps & { receipt?: boolean }) => (
  <DocRoot lang={sheet.doc.lang} receipt={receipt}>
    <HeadedSheet {...sheet} />
  </DocRoot>
);

/**
 * The Print button's action: log the print first and print only if the log was written
 * (an unlogged print would be a hole in the operation log), then let react-to-print print
 * the preview in an iframe with the document's @page rule.
 */
import { useRef, useState, type RefObject } from 'react';
import { useNotify } from 'react-admin';
import { useReactToPrint } from 'react-to-print';
import type { PageKey } from '../../../config/routes';
import type { PrintTable } from '../../../protocol/print';
import { logPrint } from '../api/logPrint';
import { pageRule, type PaperKind } from '../documents/paper';

export interface PrintTarget {
  document: PageKey;
  table: PrintTable;
  id: number;
  /** A batch print: every record printed (each is logged), `id` among them. */
  ids?: readonly number[];
  title: string;
}

export const usePrintAction = (
  paper: PaperKind,
  target: PrintTarget | null,
): { contentRef: RefObject<HTMLDivElement | null>; print: () => void; printing: boolean } => {
  const notify = useNotify();
  const contentRef = useRef<HTMLDivElement>(null);
  const [printing, setPrinting] = useState(false);
  const reactToPrint = useReactToPrint({
    contentRef,
    documentTitle: target?.title,
    pageStyle: `${pageRule(paper)} @media print { body { margin: 0; -webkit-print-color-adjust: exact; print-color-adjust: exact; } }`,
    onAfterPrint: () => setPrinting(false),
    onPrintError: () => setPrinting(false),
  });
  const print = () => {
    if (!target || printing) return;
    setPrinting(true);
    logPrint(target.document, target.table, target.id, target.ids).then(
      () => reactToPrint(),
      (e: Error) => {
        setPrinting(false);
        notify('print.errors.log_failed', { type: 'error', messageArgs: { error: e.message } });
      },
    );
  };
  return { contentRef, print, printing };
};

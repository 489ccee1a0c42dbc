/**
 * Makes the browser's own print of the page (Ctrl+P, or a PDF made by a test) show only
 * the document: while a print page is mounted the body carries a class under which, in
 * print, everything but the print portal is hidden, and the @page rule sets the paper.
 * The class keeps these rules from hiding react-to-print's iframe body, which copies them.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { pageRule, type PaperKind } from '../documents/paper';

const PRINT_BODY_CLASS = 'pd-print-mode';

export const PrintStyles = ({ paper }: { paper: PaperKind }) => {
  useEffect(() => {
    document.body.classList.add(PRINT_BODY_CLASS);
    return () => document.body.classList.remove(PRINT_BODY_CLASS);
  }, []);
  return (
    <style>{`
@media screen { .pd-print-portal { display: none; } }
@media print {
  body.${PRINT_BODY_CLASS} > *:not(.pd-print-portal) { display: none !important; }
  html, body.${PRINT_BODY_CLASS} { margin: 0; padding: 0; background: #fff !important; min-height: 0 !important; height: auto !important; }
  ${pageRule(paper)}
}`}</style>
  );
};

/** The copy of the document that the browser prints, outside the app's layout. */
export const PrintPortal = ({ children }: { children: ReactNode }) =>
  createPortal(<div className="pd-print-portal">{children}</div>, document.body);

import type { ReactNode } from 'react';
import type { Lang } from '../../../../config/types';
import { DOC_CSS } from './styles';

/** The root of a document: its language (fonts) and its own stylesheet, so every copy prints alike. */
export const DocRoot = ({ lang, receipt, children }: { lang: Lang; receipt?: boolean; children: ReactNode }) => (
  <div className={`pd-doc pd-lang-${lang}${receipt ? ' pd-receipt' : ''}`} lang={lang} data-testid="print-document">
    <style>{DOC_CSS}</style>
    {children}
  </div>
);

/** One printed page; consecutive sheets are separated by a page break. */
export const Sheet = ({ children }: { children: ReactNode }) => <section className="pd-sheet">{children}</section>;

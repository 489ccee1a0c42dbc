/**
 * Paper sizes. Contract, letter, certificates and order print on A4 portrait; receipts on
 * A5 landscape (210 x 148 mm: half an A4 sheet, the usual receipt book size, which any A4
 * printer takes). Margins live in @page so that every printed page, not only the first,
 * keeps them; the screen preview imitates the sheet with padding.
 */
export type PaperKind = 'a4' | 'a5-landscape';

interface PaperSpec {
  /** CSS @page size. */
  size: string;
  widthMm: number;
  heightMm: number;
  marginMm: number;
}

export const PAPERS: Record<PaperKind, PaperSpec> = {
  a4: { size: 'A4 portrait', widthMm: 210, heightMm: 297, marginMm: 15 },
  'a5-landscape': { size: 'A5 landscape', widthMm: 210, heightMm: 148, marginMm: 10 },
};

/** The @page rule, for react-to-print's pageStyle and for the browser's own print of the page. */
export const pageRule = (kind: PaperKind): string => {
  const p = PAPERS[kind];
  return `@page { size: ${p.size}; margin: ${p.marginMm}mm; }`;
};

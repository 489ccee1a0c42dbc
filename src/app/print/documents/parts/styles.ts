/**
 * The documents' stylesheet. It is rendered inside each document's root so that every copy
 * of the document (the preview, the browser's print and react-to-print's iframe) carries
 * it; plain CSS rather than emotion because the print iframe only copies what it finds.
 * Sizes are in mm and pt: they are meant for paper.
 */
export const DOC_CSS = `
.pd-doc { color: #000; background: #fff; font-family: "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", SimSun, serif;
  font-size: 10.5pt; line-height: 1.45; box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.pd-doc.pd-lang-ja { font-family: "Noto Serif CJK JP", "Source Han Serif JP", "Hiragino Mincho ProN", serif; }
.pd-doc.pd-lang-en, .pd-doc.pd-lang-es { font-family: "Times New Roman", "Liberation Serif", "Noto Serif CJK SC", "DejaVu Serif", serif; }
.pd-lang-en .pd-table, .pd-lang-es .pd-table { font-size: 9.5pt; }
.pd-lang-en .pd-table th, .pd-lang-es .pd-table th { width: 21%; }
.pd-doc *, .pd-doc *::before, .pd-doc *::after { box-sizing: border-box; }
.pd-sheet { position: relative; }
.pd-sheet + .pd-sheet { break-before: page; page-break-before: always; }
.pd-head { text-align: center; margin-bottom: 4mm; }
.pd-cemetery { font-size: 15pt; font-weight: 700; letter-spacing: 0.08em; }
.pd-contact { font-size: 9pt; color: #222; }
.pd-title { font-size: 19pt; font-weight: 700; letter-spacing: 0.2em; margin: 3mm 0 1mm; }
.pd-lang-en .pd-title, .pd-lang-es .pd-title { letter-spacing: 0.02em; }
.pd-numbers { display: flex; justify-content: space-between; gap: 4mm; font-size: 9.5pt; margin: 1mm 0 2mm; }
.pd-section { font-weight: 700; font-size: 11pt; margin: 3.5mm 0 1.5mm; border-left: 1.2mm solid #000; padding-left: 2mm; break-after: avoid; }
.pd-table { width: 100%; border-collapse: collapse; table-layout: fixed; break-inside: avoid; font-size: 10pt; }
.pd-table th, .pd-table td { border: 0.3mm solid #000; padding: 0.8mm 2mm; vertical-align: middle; text-align: left;
  overflow-wrap: break-word; }
.pd-table th { background: #f2f2f2; font-weight: 600; width: 18%; }
.pd-table th.pd-col { width: auto; text-align: center; }
.pd-table td.pd-num, .pd-table th.pd-num { text-align: right; white-space: nowrap; }
.pd-table td.pd-words { letter-spacing: 0.05em; }
.pd-table tr.pd-strong td, .pd-table tr.pd-strong th { font-weight: 700; }
.pd-table td.pd-blank { height: 8mm; }
.pd-p { margin: 0 0 2mm; text-align: justify; white-space: pre-line; }
.pd-indent { text-indent: 2em; }
.pd-clause { margin: 0 0 2mm; text-align: justify; white-space: pre-line; break-inside: avoid; }
.pd-clause-no { font-weight: 700; margin-right: 2mm; }
.pd-note { font-size: 9pt; margin-top: 2mm; }
.pd-signs { display: flex; justify-content: space-between; gap: 8mm; margin-top: 5mm; break-inside: avoid; }
.pd-sign { position: relative; flex: 1; min-height: 32mm; }
.pd-signs-end { justify-content: flex-end; }
.pd-signs-end .pd-sign { flex: 0 0 50%; }
.pd-sign-title { font-weight: 700; margin-bottom: 3mm; }
.pd-sign-line { display: flex; align-items: flex-end; gap: 2mm; margin-top: 4mm; }
.pd-sign-line span:last-child { flex: 1; border-bottom: 0.3mm solid #000; min-height: 5mm; }
.pd-seal { position: absolute; right: 4mm; top: 0; width: 32mm; height: 32mm; object-fit: contain; opacity: 0.85;
  pointer-events: none; }
.pd-cover { height: 262mm; display: flex; flex-direction: column; align-items: center; justify-content: center;
  text-align: center; border: 1.2mm double #000; padding: 12mm; position: relative; }
.pd-cover-title { font-size: 40pt; font-weight: 700; letter-spacing: 0.4em; margin: 16mm 0 6mm; }
.pd-lang-en .pd-cover-title, .pd-lang-es .pd-cover-title { font-size: 30pt; letter-spacing: 0.05em; }
.pd-cover-sub { font-size: 14pt; margin-bottom: 30mm; }
.pd-cover-no { font-size: 12pt; margin-top: 4mm; }
.pd-cover-seal { position: static; width: 40mm; height: 40mm; margin-top: 10mm; }
.pd-receipt .pd-title { font-size: 16pt; margin: 1mm 0; }
.pd-receipt .pd-cemetery { font-size: 13pt; }
.pd-receipt .pd-head { margin-bottom: 2mm; }
.pd-receipt .pd-table th, .pd-receipt .pd-table td { padding: 1.4mm 2mm; }
.pd-receipt .pd-signs { margin-top: 4mm; }
.pd-receipt .pd-sign { min-height: 14mm; }
.pd-receipt .pd-seal { width: 28mm; height: 28mm; top: -6mm; }
.pd-amount-words { font-size: 11.5pt; font-weight: 700; letter-spacing: 0.08em; }
`;

/**
 * For the print end-to-end tests: the demo records to print, and what a PDF made by the
 * browser holds (page count, page size, text) through poppler's pdfinfo/pdftotext/pdftoppm.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { ROOT } from './helpers/server';

interface PdfFacts {
  pages: number;
  /** Size of the first page in points, rounded. */
  width: number;
  height: number;
  text: string;
}

const PDF_DIR = join(ROOT, 'screenshots', 'tmp', 'print');

/** Save the PDF, read its facts and render every page to PNG next to it (name-1.png, name-2.png...). */
export const examinePdf = (name: string, pdf: Buffer): PdfFacts & { pngs: string[] } => {
  const path = join(PDF_DIR, `${name}.pdf`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, pdf);
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', '60', '-png', path, join(PDF_DIR, name)]);
  const digits = String(pages).length;
  const pngs = Array.from({ length: pages }, (_, i) => join(PDF_DIR, `${name}-${String(i + 1).padStart(digits, '0')}.png`));
  return { pages, width: Math.round(Number(w)), height: Math.round(Number(h)), text, pngs };
};

export const A4 = { width: 595, height: 842 };
export const A5_LANDSCAPE = { width: 595, height: 420 };

export interface DemoRecords {
  /** A completed order that has a registered deceased: every order document prints for it. */
  completed: { id: number; order_no: string; buyer_name: string; contract_no: string; code: string; deceased: string };
  /** A reserved order: the temporary certificate. */
  reserved: { id: number; order_no: string; buyer_name: string };
  charge: { id: number; receipt_no: string; amount: number; order_no: string };
  refund: { id: number; receipt_no: string; amount: number; reason: string };
}

/** The first demo records of a channel that fit each document. */
export const demoRecords = async (database: Database, channel: 'inside' | 'outside'): Promise<DemoRecords> => {
  const db = database.db;
  const completed = await sql<DemoRecords['completed']>`
    SELECT o.id, o.order_no, o.buyer_name, o.contract_no, p.code, m.name AS deceased
    FROM tomb_order o JOIN tomb_burialslot p ON p.id = o.burialslot_id JOIN member m ON m.order_id = o.id
    WHERE o.channel = ${channel} AND o.status = 'completed' AND o.contract_no IS NOT NULL
    ORDER BY o.id LIMIT 1`.execute(db);
  const reserved = await sql<DemoRecords['reserved']>`
    SELECT id, order_no, buyer_name FROM tomb_order WHERE channel = ${channel} AND status = 'reserved' ORDER BY id LIMIT 1`.execute(db);
  const charge = await sql<DemoRecords['charge']>`
    SELECT p.id, p.receipt_no, p.amount, o.order_no FROM tomb_payment p JOIN tomb_order o ON o.id = p.order_id
    WHERE p.channel = ${channel} AND p.kind = 'charge' ORDER BY p.id LIMIT 1`.execute(db);
  const refund = await sql<DemoRecords['refund']>`
    SELECT id, receipt_no, amount, reason FROM tomb_payment WHERE channel = ${channel} AND kind = 'refund' ORDER BY id LIMIT 1`.execute(db);
  const first = <T>(rows: T[], what: string): T => {
    if (!rows[0]) throw new Error(`The demo data has no ${what} in the ${channel} channel`);
    return rows[0];
  };
  return {
    completed: first(completed.rows, 'completed order with a deceased'),
    reserved: first(reserved.rows, 'reserved order'),
    charge: { ...first(charge.rows, 'charge'), amount: Number(first(charge.rows, 'charge').amount) },
    refund: { ...first(refund.rows, 'refund'), amount: Number(first(refund.rows, 'refund').amount) },
  };
};

/** How many prints of a record the operation log holds. */
export const printsLogged = async (database: Database, table: string, id: number): Promise<number> => {
  const r = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM operation_log WHERE action = 'print' AND table_name = ${table} AND row_id = ${id}`.execute(database.db);
  return Number(r.rows[0]?.n ?? 0);
};

/** A small red seal as an SVG data URL, so the documents show where the seal goes. */
export const DEMO_SEAL =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="none" stroke="#d00" stroke-width="4"/>' +
      '<polygon points="50,30 56,46 73,46 59,56 64,72 50,62 36,72 41,56 27,46 44,46" fill="#d00"/></svg>',
  ).toString('base64');

/**
 * Who may log the print of which record. A print is logged only when the caller's level has
 * that print page in its menu (src/config/routes.ts) and may read the record in its own
 * channel, so the log never holds a print that the screens would not have allowed.
 */
import { canDo, resourceByTable } from '../../config/access';
import { PAGE_KEYS, PAGE_ROUTES, type PageKey } from '../../config/routes';
import type { Actor, ResourcesConfig } from '../../config/types';
import { isRowId } from '../query/values';

/** The table each printed document is filled from. */
export type PrintTable = 'tomb_order' | 'tomb_payment' | 'work_order' | 'tomb_area' | 'tomb_shelf' | 'mgmt_term' | 'ash_deposit';

export const PRINT_TABLE: Partial<Record<PageKey, PrintTable | readonly PrintTable[]>> = {
  print1: 'tomb_order',
  commitmentLetter: 'tomb_order',
  print8: 'tomb_order',
  print3: 'tomb_order',
  print4: 'tomb_order',
  print5: 'tomb_order',
  print6: 'tomb_order',
  print9: 'tomb_order',
  orderReceipt: 'tomb_order',
  print10: 'tomb_payment',
  print11: 'tomb_payment',
  receipt: 'tomb_payment',
  inscription: 'work_order',
  // Labels of a whole area or of one row.
  plotLabels: ['tomb_area', 'tomb_shelf'],
  renewalReceipt: 'tomb_payment',
  reminder: 'mgmt_term',
  // The columbarium's deposit certificate (docs/columbarium.md).
  depositCertificate: 'ash_deposit',
};

interface PrintLogRequest {
  document: PageKey;
  table: PrintTable;
  id: number;
  /** A batch print (the reminder letters of a list): every record printed, `id` among them; each is logged. */
  ids?: number[];
}

/** The most records one batch print logs (the reminder letters' limit). */
export const MAX_PRINT_BATCH = 200;

type ParsedPrintLog = { ok: true; value: PrintLogRequest } | { ok: false; unknownKey?: string };

const KEYS = ['document', 'table', 'id', 'ids'];

/** Strict parse: exactly {document, table, id, ids?}, a print page, its own table and row ids (1 to 2^31 - 1; ids: 1 to 200, id among them). */
export const parsePrintLog = (body: unknown): ParsedPrintLog => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false };
  const b = body as Record<string, unknown>;
  const unknownKey = Object.keys(b).find((k) => !KEYS.includes(k));
  if (unknownKey) return { ok: false, unknownKey };
  const { document, table, id } = b;
  if (typeof document !== 'string' || !(PAGE_KEYS as readonly string[]).includes(document)) return { ok: false };
  const expected = PRINT_TABLE[document as PageKey];
  const tables: readonly PrintTable[] = expected === undefined ? [] : typeof expected === 'string' ? [expected] : expected;
  const match = tables.find((t) => t === table);
  if (!match) return { ok: false };
  if (!isRowId(id)) return { ok: false };
  if (b.ids === undefined) return { ok: true, value: { document: document as PageKey, table: match, id } };
  const ids = b.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_PRINT_BATCH || !ids.every(isRowId) || !ids.includes(id)) return { ok: false };
  return { ok: true, value: { document: document as PageKey, table: match, id, ids: [...new Set(ids as number[])] } };
};

/** The level has this print page among its routes, and may read the table. */
export const levelMayPrint = (actor: Actor, req: PrintLogRequest, config: ResourcesConfig): boolean => {
  const hasPage = PAGE_ROUTES.some((r) => r.page === req.document && r.levels.includes(actor.level));
  const resource = resourceByTable(req.table, config)?.[1];
  return hasPage && !!resource && canDo(resource, actor.level, 'read');
};

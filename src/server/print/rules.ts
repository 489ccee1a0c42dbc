/**
 * Who may log the print of which record. A print is logged only when the caller's level has
 * that print page in its menu (src/config/routes.ts) and may read the record in its own
 * channel, so the log never holds a print that the screens would not have allowed.
 */
import { canDo, resourceByTable } from '../../config/access';
import { PAGE_KEYS, pageRoutes, routeTable, type PageKey } from '../../config/routes';
import type { Actor, ResourcesConfig } from '../../config/types';
import { MAX_PRINT_BATCH, PRINT_TABLE, type PrintLogRequest, type PrintTable } from '../../protocol/print';
import { isRowId } from '../query/values';

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
  const hasPage = pageRoutes(routeTable(config).all).some((r) => r.page === req.document && r.levels.includes(actor.level));
  const resource = resourceByTable(req.table, config)?.[1];
  return hasPage && !!resource && canDo(resource, actor.level, 'read');
};

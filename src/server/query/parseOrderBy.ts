/** `order_by`: `"col desc, alias.col asc"` or `[["col", "desc"], ...]`; direction defaults to asc. */
import { MAX_ORDER_TERMS } from '../../protocol/wire';
import type { OrderTerm } from './ast';
import { badOrderBy } from './refuse';
import { resolveColumn, type QueryScope } from './scope';


const TERM_RE = /^(\S+)(?:\s+(asc|desc))?$/i;

const direction = (raw: unknown): 'asc' | 'desc' => {
  if (raw === undefined) return 'asc';
  if (typeof raw !== 'string' || !/^(asc|desc)$/i.test(raw)) throw badOrderBy();
  return raw.toLowerCase() as 'asc' | 'desc';
};

const parseTerm = (scope: QueryScope, raw: unknown): OrderTerm => {
  if (typeof raw === 'string') {
    const m = TERM_RE.exec(raw.trim());
    if (!m) throw badOrderBy();
    return { col: resolveColumn(scope, m[1]), dir: direction(m[2]) };
  }
  if (Array.isArray(raw) && raw.length >= 1 && raw.length <= 2 && typeof raw[0] === 'string')
    return { col: resolveColumn(scope, raw[0]), dir: direction(raw[1]) };
  throw badOrderBy();
};

export const parseOrderBy = (scope: QueryScope, raw: unknown): OrderTerm[] => {
  if (raw === undefined || raw === null || raw === '') return [];
  let terms: unknown[];
  if (typeof raw === 'string') {
    if (raw.length > 1000) throw badOrderBy();
    terms = raw.split(',');
  } else if (Array.isArray(raw)) terms = raw;
  else throw badOrderBy();
  if (terms.length > MAX_ORDER_TERMS) throw badOrderBy();
  return terms.map((t) => parseTerm(scope, t));
};

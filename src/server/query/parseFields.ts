/**
 * `field`: the columns to return, `"a, b, alias.c"` or a list; `*` and `alias.*` mean every
 * readable column. Absent: every readable column of the main table and of each join.
 */
import type { Selected } from './ast';
import { malformed } from './refuse';
import { allColumnsOf, resolveColumn, type QueryScope } from './scope';

const MAX_FIELDS = 300;

const outputKey = (scope: QueryScope, alias: string, column: string): string => (alias === scope.table ? column : `${alias}.${column}`);

const expand = (scope: QueryScope, token: unknown): Selected[] => {
  if (typeof token !== 'string') throw malformed();
  const t = token.trim();
  const star = t === '*' ? scope.table : t.endsWith('.*') ? t.slice(0, -2) : undefined;
  const cols = star !== undefined ? allColumnsOf(scope, star) : [resolveColumn(scope, t)];
  return cols.map((col) => ({ col, as: outputKey(scope, col.alias, col.column) }));
};

export const parseFields = (scope: QueryScope, raw: unknown): Selected[] => {
  let tokens: unknown[];
  if (raw === undefined || raw === null || raw === '') tokens = ['*', ...scope.joins.map((j) => `${j.alias}.*`)];
  else if (typeof raw === 'string') tokens = raw.length > 20_000 ? [null] : raw.split(',');
  else if (Array.isArray(raw)) tokens = raw.length === 0 ? ['*'] : raw;
  else throw malformed();
  if (tokens.length > MAX_FIELDS) throw malformed();
  const seen = new Set<string>();
  return tokens.flatMap((t) => expand(scope, t)).filter((s) => !seen.has(s.as) && seen.add(s.as));
};

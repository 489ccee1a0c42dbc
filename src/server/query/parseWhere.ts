/**
 * `where`: an equality object `{col: value}` (an array means IN, null means IS NULL), or a
 * list of conditions ANDed together: `[col, op, value]`, `[col, 'is null' | 'not null']`,
 * `{or: [...]}`, `{and: [...]}` (nested up to MAX_WHERE_DEPTH), or an equality object.
 */
import { COMPARISON_OPS, NULL_OPS } from '../../protocol/wire';
import type { CompareOp, Cond } from './ast';
import { badOperator, badValue, isPlainObject, malformed, tooManyValues } from './refuse';
import { resolveColumn, type QueryScope } from './scope';
import { checkPattern, checkValue } from './values';

export const MAX_WHERE_DEPTH = 4;
const MAX_CONDITIONS = 200;
const MAX_IN_VALUES = 1000;
/**
 * Values in one `where`, all lists together: each is a bound parameter, and Postgres takes at
 * most 65,535 per statement (beyond, the driver fails before the query runs).
 */
const MAX_WHERE_VALUES = 10_000;

type Op = (typeof COMPARISON_OPS)[number] | (typeof NULL_OPS)[number];
const OPS: readonly string[] = [...COMPARISON_OPS, ...NULL_OPS];
const COMPARE: readonly string[] = ['=', '<>', '>', '>=', '<', '<='];

interface Budget {
  left: number;
  values: number;
}

const spend = (budget: Budget): void => {
  budget.left -= 1;
  if (budget.left < 0) throw malformed();
};

const spendValues = (budget: Budget, n: number): void => {
  budget.values -= n;
  if (budget.values < 0) throw tooManyValues(MAX_WHERE_VALUES);
};

const normaliseOp = (raw: unknown): Op => {
  if (typeof raw !== 'string' || raw.length > 20) throw badOperator(raw);
  const op = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!OPS.includes(op)) throw badOperator(raw);
  return op as Op;
};

const valueList = (scope: QueryScope, token: unknown, raw: unknown, colName: string, budget: Budget) => {
  if (!Array.isArray(raw)) throw badValue(colName);
  // A limit, said in words (issue 25 §3: never "a wrong value in the condition").
  if (raw.length > MAX_IN_VALUES) throw tooManyValues(MAX_IN_VALUES);
  spendValues(budget, raw.length);
  const col = resolveColumn(scope, token);
  return { col, values: raw.map((v) => checkValue(col.kind, v, colName)) };
};

const parseTuple = (scope: QueryScope, tuple: unknown[], budget: Budget): Cond => {
  spend(budget);
  if (tuple.length < 2 || tuple.length > 3) throw malformed();
  const [token, rawOp, value] = tuple;
  const op = normaliseOp(rawOp);
  const colName = typeof token === 'string' ? token : '?';
  if (op === 'is null' || op === 'not null') {
    if (tuple.length !== 2) throw badValue(colName);
    return { kind: 'null', col: resolveColumn(scope, token), negate: op === 'not null' };
  }
  if (tuple.length !== 3) throw badValue(colName);
  if (op === 'in' || op === 'not in') return { kind: 'in', ...valueList(scope, token, value, colName, budget), negate: op === 'not in' };
  if (op === 'between') {
    const { col, values } = valueList(scope, token, value, colName, budget);
    if (values.length !== 2) throw badValue(colName);
    return { kind: 'between', col, low: values[0], high: values[1] };
  }
  const col = resolveColumn(scope, token);
  spendValues(budget, 1);
  if (op === 'like' || op === 'not like') return { kind: 'like', col, negate: op === 'not like', pattern: checkPattern(value, colName) };
  if (!COMPARE.includes(op)) throw badOperator(rawOp);
  return { kind: 'cmp', col, op: op as CompareOp, value: checkValue(col.kind, value, colName) };
};

const parseEquality = (scope: QueryScope, obj: Record<string, unknown>, budget: Budget): Cond[] =>
  Object.keys(obj).map((token): Cond => {
    spend(budget);
    const value = obj[token];
    const col = resolveColumn(scope, token);
    if (value === null) return { kind: 'null', col, negate: false };
    if (Array.isArray(value)) return { kind: 'in', ...valueList(scope, token, value, token, budget), negate: false };
    spendValues(budget, 1);
    return { kind: 'cmp', col, op: '=', value: checkValue(col.kind, value, token) };
  });

const parseList = (scope: QueryScope, list: unknown[], depth: number, budget: Budget): Cond[] =>
  list.flatMap((item): Cond[] => {
    if (Array.isArray(item)) return [parseTuple(scope, item, budget)];
    if (!isPlainObject(item)) throw malformed();
    const keys = Object.keys(item);
    if (keys.length === 1 && (keys[0] === 'or' || keys[0] === 'and')) {
      const inner = item[keys[0]];
      if (!Array.isArray(inner) || depth >= MAX_WHERE_DEPTH) throw malformed();
      spend(budget);
      return [{ kind: keys[0], items: parseList(scope, inner, depth + 1, budget) }];
    }
    return parseEquality(scope, item, budget);
  });

export const parseWhere = (scope: QueryScope, raw: unknown): Cond | null => {
  if (raw === undefined || raw === null) return null;
  const budget = { left: MAX_CONDITIONS, values: MAX_WHERE_VALUES };
  let items: Cond[];
  if (Array.isArray(raw)) items = parseList(scope, raw, 0, budget);
  else if (isPlainObject(raw)) items = parseEquality(scope, raw, budget);
  else throw malformed();
  if (items.length === 0) return null;
  return items.length === 1 ? items[0] : { kind: 'and', items };
};

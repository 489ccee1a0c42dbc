/**
 * References of an import, from the text of a cell to a row id: by a unique code of the
 * target (an area's code, a plot's code, an order number), else by its name (the target's
 * recordRepresentation), case-insensitively, within the caller's channel, and narrowed by
 * the row's other references (a room named 一进 is the one in the row's area). One query per
 * reference field and 500 distinct texts, whatever the number of rows. An empty parent is
 * filled from its child (a shelf code gives the plot's area and room).
 */
import { sql } from 'kysely';
import { resourceByKey } from '../../config/access';
import { fillableParents, referenceLinks, type ReferenceLink } from '../../config/importing';
import type { Actor, FieldDef, ReferenceField, ResourceDef, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import type { Row } from '../hooks/registry';
import type { RowErrors } from './rowErrors';

const CHUNK = 500;
/** Longest text repeated in a message. */
const ECHO_MAX = 60;

const TEXT_LIKE: readonly FieldDef['type'][] = ['text', 'phone', 'idNumber'];

/** Columns a cell may name a target row by: unique text columns first, then the name. */
const lookupColumns = (target: ResourceDef): { unique: string[]; name?: string } => {
  const unique = Object.entries(target.fields)
    .filter(([, f]) => f.unique && !f.hidden && TEXT_LIKE.includes(f.type))
    .map(([n]) => n);
  const rep = target.recordRepresentation;
  const repField = Object.hasOwn(target.fields, rep) ? target.fields[rep] : undefined;
  const name = repField && !repField.hidden && TEXT_LIKE.includes(repField.type) && !unique.includes(rep) ? rep : undefined;
  return { unique, name };
};

type Candidate = Record<string, unknown> & { id: number };

interface Matches {
  byCode: Map<string, Candidate[]>;
  byName: Map<string, Candidate[]>;
}

const push = (map: Map<string, Candidate[]>, key: unknown, c: Candidate): void => {
  if (typeof key !== 'string') return;
  const k = key.toLowerCase();
  const list = map.get(k);
  if (!list) map.set(k, [c]);
  else if (!list.includes(c)) list.push(c);
};

const fetchMatches = async (trx: Db, target: ResourceDef, actor: Actor, texts: string[], links: ReferenceLink[]): Promise<Matches> => {
  const { unique, name } = lookupColumns(target);
  const columns = [...unique, ...(name ? [name] : [])];
  const matches: Matches = { byCode: new Map(), byName: new Map() };
  if (columns.length === 0) return matches;
  const selected = [...new Set(['id', ...columns, ...links.map((l) => l.targetField)])];
  for (let i = 0; i < texts.length; i += CHUNK) {
    const chunk = texts.slice(i, i + CHUNK);
    let q = trx
      .selectFrom(target.table)
      .select(selected)
      .where((eb) => eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, 'in', chunk))));
    if (target.channelScoped) q = q.where('channel', '=', actor.channel);
    for (const c of (await q.execute()) as Candidate[]) {
      for (const u of unique) push(matches.byCode, c[u], c);
      if (name) push(matches.byName, c[name], c);
    }
  }
  return matches;
};

/** Reference fields with the ones they are narrowed by first (area, room, shelf). */
const resolutionOrder = (refs: [string, ReferenceField][], links: Record<string, ReferenceLink[]>): string[] => {
  const names = refs.map(([n]) => n);
  const done: string[] = [];
  const visit = (n: string, path: Set<string>): void => {
    if (done.includes(n) || path.has(n)) return;
    path.add(n);
    for (const l of links[n] ?? []) if (names.includes(l.field)) visit(l.field, path);
    done.push(n);
  };
  for (const n of names) visit(n, new Set());
  return done;
};

const shown = (text: string): string => (text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX)}…` : text);

/**
 * Replace the text of every reference cell of `rows` (values from cellValue) by the id it
 * names, or record why it names none. Rows keep their other values.
 */
export const resolveReferences = async (
  trx: Db,
  config: ResourcesConfig,
  resource: ResourceDef,
  actor: Actor,
  rows: Row[],
  importable: Set<string>,
  errors: RowErrors,
): Promise<void> => {
  const links = referenceLinks(resource, config);
  const refs = Object.entries(resource.fields).filter(
    (e): e is [string, ReferenceField] => e[1].type === 'reference' && importable.has(e[0]),
  );
  const chosen = new Map<string, Map<number, Candidate>>();
  for (const name of resolutionOrder(refs, links)) {
    const field = resource.fields[name] as ReferenceField;
    const target = resourceByKey(field.resource, config);
    if (!target) continue;
    const fieldLinks = (links[name] ?? []).filter((l) => importable.has(l.field));
    const texts = [...new Set(rows.map((r) => r[name]).filter((v): v is string => typeof v === 'string').map((t) => t.toLowerCase()))];
    const matches = await fetchMatches(trx, target, actor, texts, fieldLinks);
    const picks = new Map<number, Candidate>();
    rows.forEach((row, i) => {
      const text = row[name];
      if (typeof text !== 'string') return;
      const key = text.toLowerCase();
      const fits = (c: Candidate) => fieldLinks.every((l) => typeof row[l.field] !== 'number' || Number(c[l.targetField]) === row[l.field]);
      const byCode = (matches.byCode.get(key) ?? []).filter(fits);
      const found = byCode.length > 0 ? byCode : (matches.byName.get(key) ?? []).filter(fits);
      if (found.length === 1) {
        row[name] = found[0].id;
        picks.set(i, found[0]);
      } else {
        errors.field(i, name, { code: found.length === 0 ? 'import_not_found' : 'import_ambiguous', params: { value: shown(text) } });
        // Left out of the record, so the validators do not add a second message for the same cell.
        delete row[name];
      }
    });
    chosen.set(name, picks);
  }
  // Children first, so a shelf fills its room and area before the room is looked at.
  const fillers = fillableParents(resource, config);
  for (const name of resolutionOrder(refs, links).reverse()) {
    for (const [i, c] of chosen.get(name) ?? []) {
      for (const l of links[name] ?? []) {
        const parent = c[l.targetField];
        const fillable = importable.has(l.field) && (fillers[l.field] ?? []).includes(name);
        if (fillable && rows[i][l.field] === undefined && parent !== null && parent !== undefined) rows[i][l.field] = Number(parent);
      }
    }
  }
};

/**
 * Which field each column of a file goes to, guessed from the column names: a field's name
 * (`code`, `area_id`, `area`) or its label in any of the four languages, and for a reference
 * also its target's label, with or without a word such as "code" or "名称" after it
 * (墓区编号 and "Area code" both go to the area), and with or without the record's own name
 * before it (墓位编号 and "Plot code" are a plot's code, 墓位类型 its type). Each field takes
 * one column at most; a column nobody claims is not imported unless the user picks a field.
 */
import type { FieldDef, ResourcesConfig } from '../../../config/types';

/** Spaces, punctuation and marks such as "*" do not tell names apart; full-width is half-width. */
const normaliseName = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-:*()[\]【】.。,，/、'"“”‘’#＃]/g, '');

const SUFFIXES = ['编号', '编码', '代码', '名称', '号', 'code', 'name', 'number', 'no', 'id', 'código', 'codigo', 'nombre', 'número', 'numero', 'コード', '名称', '番号', '名'].map(normaliseName);

const namesOf = (name: string, field: FieldDef, config: ResourcesConfig): string[] => {
  const names = [name, name.replace(/_id$/, ''), ...Object.values(field.label)];
  if (field.type === 'reference' && Object.hasOwn(config, field.resource)) {
    const target = config[field.resource];
    names.push(field.resource, target.table, ...Object.values(target.label));
  }
  return [...new Set(names.map(normaliseName).filter((n) => n !== ''))];
};

const withoutSuffix = (header: string): string | undefined => {
  const hit = SUFFIXES.find((s) => header.length > s.length && header.endsWith(s));
  return hit ? header.slice(0, -hit.length) : undefined;
};

/** What a record of the resource is called: its label, and the labels of the references to it (in the singular). */
const ownNames = (key: string, config: ResourcesConfig): string[] => {
  const names = Object.hasOwn(config, key) ? Object.values(config[key].label) : [];
  for (const r of Object.values(config))
    for (const f of Object.values(r.fields)) if (f.type === 'reference' && f.resource === key) names.push(...Object.values(f.label));
  return [...new Set(names.map(normaliseName).filter((n) => n !== ''))].sort((a, b) => b.length - a.length);
};

/** Every way of taking one of the names off the front (spaces are gone: "plotsize" may be "plots"+"ize" or "plot"+"size"). */
const withoutPrefix = (header: string, prefixes: readonly string[]): string[] =>
  prefixes.filter((p) => header.length > p.length && header.startsWith(p)).map((p) => header.slice(p.length));

/** The field of each column (null: not imported); `key` is the resource's key in the config. */
export const matchColumns = (header: readonly string[], fields: readonly [string, FieldDef][], config: ResourcesConfig, key = ''): (string | null)[] => {
  const names = fields.map(([name, field]) => ({ name, field, names: namesOf(name, field, config) }));
  const mapping: (string | null)[] = header.map(() => null);
  const taken = new Set<string>();
  const claim = (column: number, key: string | string[] | undefined, onlyReferences: boolean) => {
    if (key === undefined || mapping[column] !== null) return;
    const tries = typeof key === 'string' ? [key] : key;
    const hit = names.find((f) => !taken.has(f.name) && (!onlyReferences || f.field.type === 'reference') && tries.some((k) => f.names.includes(k)));
    if (hit) {
      mapping[column] = hit.name;
      taken.add(hit.name);
    }
  };
  const keys = header.map(normaliseName);
  // Exact names first, so "编号" (the code) is not taken by a column "墓区编号" before its own column.
  const own = ownNames(key, config);
  keys.forEach((k, c) => claim(c, k, false));
  keys.forEach((k, c) => claim(c, withoutPrefix(k, own), false));
  keys.forEach((k, c) => claim(c, withoutSuffix(k), true));
  return mapping;
};

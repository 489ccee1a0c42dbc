/**
 * Which field each column of a file goes to, guessed from the column names: a field's name
 * (`code`, `area_id`, `area`) or its label in any of the four languages, and for a reference
 * also its target's label, with or without a word such as "code" or "名称" after it
 * (墓区编号 and "Area code" both go to the area). Each field takes one column at most; a
 * column nobody claims is not imported unless the user picks a field for it.
 */
import type { FieldDef, ResourcesConfig } from '../../../config/types';

/** Spaces, punctuation and marks such as "*" do not tell names apart; full-width is half-width. */
export const normaliseName = (s: string): string =>
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

/** The field of each column (null: not imported). */
export const matchColumns = (header: readonly string[], fields: readonly [string, FieldDef][], config: ResourcesConfig): (string | null)[] => {
  const names = fields.map(([name, field]) => ({ name, field, names: namesOf(name, field, config) }));
  const mapping: (string | null)[] = header.map(() => null);
  const taken = new Set<string>();
  const claim = (column: number, key: string | undefined, onlyReferences: boolean) => {
    if (key === undefined || mapping[column] !== null) return;
    const hit = names.find((f) => !taken.has(f.name) && (!onlyReferences || f.field.type === 'reference') && f.names.includes(key));
    if (hit) {
      mapping[column] = hit.name;
      taken.add(hit.name);
    }
  };
  const keys = header.map(normaliseName);
  // Exact names first, so "编号" (the code) is not taken by a column "墓区编号" before its own column.
  keys.forEach((key, c) => claim(c, key, false));
  keys.forEach((key, c) => claim(c, withoutSuffix(key), false));
  return mapping;
};

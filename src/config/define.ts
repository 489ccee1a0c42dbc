import { LANGS, type AccessRules, type EnumValue, type Labels, type Lang, type Level, type ResourceDef, type ResourcesConfig } from './types';

/**
 * Labels in zh, en, es, ja: the order is fixed so a config line stays short. Marked free of side
 * effects, so the bundler drops a table of labels the browser never reads (the refusal texts
 * reach it one language at a time: src/rules/configTexts.ts).
 */
export const L = /* @__NO_SIDE_EFFECTS__ */ (zh: string, en: string, es: string, ja: string): Labels => ({ zh, en, es, ja });

/** A value written in every language (a time, a day): a refusal's message picks the caller's. */
export const inEveryLanguage = (f: (lang: Lang) => string): Labels => Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Labels;

/** One value of an enum; its literal is kept, so `(typeof LIST)[number]['value']` is the union of the list's values. */
export const enumValue = <V extends string>(value: V, color: string, label: Labels): EnumValue & { value: V } => ({ value, color, label });

export const ALL_LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];
export const MANAGERS: readonly Level[] = [2, 4, 5, 6];
const NOBODY: readonly Level[] = [];

export const access = (rules: Partial<AccessRules>): AccessRules => ({
  read: rules.read ?? NOBODY,
  create: rules.create ?? NOBODY,
  update: rules.update ?? NOBODY,
  delete: rules.delete ?? NOBODY,
});

/** The keys a block may leave out (`singular`, `card`, `menu`...). */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * Identity helper that keeps the literal keys of the config while checking its shape. Each block
 * keeps its literal type and gains the optional keys it leaves out, so code that walks every
 * block sees every optional key: a block an analyst adds without `singular` or `card` still
 * compiles everywhere (tests/slow/minimalBlock.test.ts), and the literal fields stay exact (the
 * database's table types are derived from them: src/server/db/tables.ts).
 */
export const defineResources = <T extends Record<string, ResourceDef>>(
  resources: T,
): { [K in keyof T]: T[K] & Pick<ResourceDef, OptionalKeys<ResourceDef>> } & ResourcesConfig => resources;

/**
 * `virtual:config-texts/<lang>` (scripts/configTexts.ts) for the dev server and the tests: the
 * module picks the language from the config's tables as it runs, so an edited table shows at
 * once. Plain JavaScript that imports nothing of ours, so the Vitest config loads it with no
 * warning (types: configTextsSource.d.mts).
 */
export const CONFIG_TEXTS_PREFIX = 'virtual:config-texts/';
const RESOLVED = `\0${CONFIG_TEXTS_PREFIX}`;
const LANG = /^(zh|en|es|ja)$/;

/** The language a resolved id names; an unknown one is an error, not an empty module. */
export const configTextsLang = (id) => {
  if (!id.startsWith(RESOLVED)) return undefined;
  const lang = id.slice(RESOLVED.length);
  if (!LANG.test(lang)) throw new Error(`${id.slice(1)}: no such language (zh, en, es, ja)`);
  return lang;
};

export const resolveConfigTexts = (id) => (id.startsWith(CONFIG_TEXTS_PREFIX) ? `\0${id}` : undefined);

/** The module's source: the language picked from the tables as it runs. */
export const configTextsSource = (lang) => `import { configTextsIn } from '/src/rules/configTexts.ts';\nexport default configTextsIn('${lang}');\n`;

export const configTextsFromSource = () => ({
  name: 'config-texts-source',
  resolveId: resolveConfigTexts,
  load(id) {
    const lang = configTextsLang(id);
    return lang && configTextsSource(lang);
  },
});

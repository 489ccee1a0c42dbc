/**
 * A Vite plugin: `virtual:config-texts/<lang>`, the config's texts (refusals, validation
 * messages, posted messages' bodies: src/rules/configTexts.ts) in that one language. The build
 * writes them out of the config's four-language tables as a plain object, so each language's
 * catalogue (src/app/i18n/catalog<Lang>.ts imports its own) carries its texts in its chunk and
 * the staff entry carries none of the tables (scripts/bundle-size.ts checks it). The tables stay
 * the one source; the server reads them. The dev server picks the language as the module runs
 * (scripts/configTextsSource.mjs, also the tests'), so an edited table shows at once.
 */
import type { Plugin } from 'vite';
import { configTextsIn } from '../src/rules/configTexts';
import type { Lang } from '../src/config/types';
import { configTextsLang, configTextsSource, resolveConfigTexts } from './configTextsSource.mjs';

export const configTexts = (): Plugin => {
  let build = false;
  return {
    name: 'config-texts',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: resolveConfigTexts,
    load(id) {
      const lang = configTextsLang(id);
      if (!lang) return undefined;
      return build ? `export default ${JSON.stringify(configTextsIn(lang as Lang))};\n` : configTextsSource(lang);
    },
  };
};

/**
 * A screen of a module the server does not serve names the module (capabilities.missing.title):
 * every module of src/config/modules.ts has its name in each language, so no raw key shows.
 */
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/config/modules';
import * as capabilities from '../../src/app/i18n/messages/capabilities';

describe('the modules’ names', () => {
  it.each(['zh', 'en', 'es', 'ja'] as const)('are all written in %s', (lang) => {
    const names = capabilities[lang].capabilities.module as Record<string, string>;
    for (const m of MODULES) expect(names[m], m).toMatch(/\S/);
  });
});

/**
 * The config's texts as the browser gets them: one language per catalogue chunk, written at
 * build time from the four-language tables (scripts/configTexts.ts), read by
 * src/app/i18n/configTexts.ts. The browser must say exactly what the server says, and a
 * language's chunk must carry that language only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import en from 'virtual:config-texts/en';
import es from 'virtual:config-texts/es';
import ja from 'virtual:config-texts/ja';
import zh from 'virtual:config-texts/zh';
import { configTexts } from '../../scripts/configTexts';
import * as browser from '../../src/app/i18n/configTexts';
import { configTextsIn } from '../../src/rules/configTexts';
import { EVENT_MESSAGES, messageText, storedContent, type MessageKey } from '../../src/rules/eventMessages';
import { VALIDATION_MESSAGES, validationMessage } from '../../src/config/messages';
import { ERROR_MESSAGES, errorMessage, type ErrorCode } from '../../src/rules/messages';
import { L } from '../../src/config/define';
import { LANGS, type Lang } from '../../src/config/types';
import type { FieldError, ValidationKey } from '../../src/config/validators';

const TEXTS = { zh, en, es, ja };
/** A value for every placeholder the tables name (so a forgotten one would show as %{name}). */
const PARAMS: Record<string, string | number> = Object.fromEntries(
  [...JSON.stringify([ERROR_MESSAGES, VALIDATION_MESSAGES]).matchAll(/%\{(\w+)\}/g)].map(([, name], i) => [name, name === 'min' || name === 'max' || name === 'date' ? `2026-01-${String(10 + (i % 9)).padStart(2, '0')}` : `${name}${i}`]),
);
const ORDER = 'O2026112800' + String(1 + (Date.UTC(2026, 10, 28) % 89));
/** Values for every body: codes, names, a day, an instant, amounts and a work kind. */
const VALUES = { order: ORDER, plot: 'B-07', buyer: '王某', until: '2026-12-24', amount: 1200, total: 3000, balance: 1800, reason: '家属要求', agent: '李某', kind: 'burial', start: '2026-12-20T09:30', work: 'W20261128001', name: '某某', count: 2, days: 3, deceased: '张某' };

describe('config texts in the browser', () => {
  beforeAll(() => {
    for (const lang of LANGS) browser.addConfigTexts(lang, TEXTS[lang]);
  });

  it('carry every code, validation key and body, one language per chunk', () => {
    for (const lang of LANGS) {
      const texts = TEXTS[lang];
      expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(ERROR_MESSAGES).sort());
      expect(Object.keys(texts.validation).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
      expect(Object.keys(texts.events).sort()).toEqual(Object.keys(EVENT_MESSAGES).sort());
      const chunk = JSON.stringify(texts);
      for (const other of LANGS.filter((l) => l !== lang)) {
        // A text written differently in another language never travels in this one's chunk.
        const foreign = Object.values<Record<Lang, string>>(ERROR_MESSAGES).filter((t) => t[other] !== t[lang] && !Object.values(texts.errors).some((s) => s.includes(t[other])));
        expect(foreign.length).toBeGreaterThan(100);
        for (const t of foreign) expect(chunk.includes(JSON.stringify(t[other]).slice(1, -1)), `${lang} carries ${t[other]}`).toBe(false);
      }
    }
  });

  it('say every refusal as the server says it', () => {
    for (const lang of LANGS)
      for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
        const text = browser.errorMessage(code, lang, PARAMS);
        expect(text).toBe(errorMessage(code, lang, PARAMS));
        expect(text).not.toMatch(/%\{/);
      }
    expect(browser.errorMessage('capacity_full', 'en', { code: 'A-01', capacity: 2 })).toBe('Plot A-01 is full: it holds at most 2 deceased');
    expect(browser.errorMessage('capacity_full', 'zh', { code: 'A-01', capacity: 2 })).toBe('墓位 A-01 已满：最多安葬 2 人');
  });

  it('say every validation message as the server says it, labels and days in the reader’s language', () => {
    const field = L('下葬日期', 'Burial date', 'Fecha de inhumación', '埋葬日');
    const errors: FieldError[] = (Object.keys(VALIDATION_MESSAGES) as ValidationKey[]).map((key) => ({ key, params: { ...PARAMS, field } }));
    for (const lang of LANGS) for (const e of errors) expect(browser.validationMessage(e, lang)).toBe(validationMessage(e, lang));
    expect(browser.validationMessage({ key: 'after_field', params: { field, date: '2026-01-02' } }, 'en')).toBe('Cannot be earlier than Burial date (2 Jan 2026)');
    expect(browser.validationMessage({ key: 'min_date', params: { min: '2026-01-02' } }, 'zh')).toBe('不能早于 2026-01-02');
  });

  it('write every posted message as the server writes it, keyed or stored before the keys', () => {
    for (const key of Object.keys(EVENT_MESSAGES) as MessageKey[]) {
      const keyed = { content: storedContent(key, VALUES), content_key: key, content_values: JSON.stringify(VALUES) };
      const legacy = { content: storedContent(key, VALUES) };
      for (const lang of LANGS) {
        expect(browser.messageText(keyed, lang)).toBe(messageText(keyed, lang));
        expect(browser.messageText(legacy, lang)).toBe(messageText(legacy, lang));
      }
    }
    const person = { content: '明天上午开会', content_key: null };
    expect(browser.messageText(person, 'en')).toBe('明天上午开会');
  });

  it('are written by the build as one language’s plain object', () => {
    const plugin = configTexts() as unknown as { configResolved: (c: { command: string }) => void; resolveId: (id: string) => string; load: (id: string) => string | undefined };
    plugin.configResolved({ command: 'build' });
    for (const lang of LANGS) {
      const code = plugin.load(plugin.resolveId(`virtual:config-texts/${lang}`));
      expect(code?.startsWith('export default {')).toBe(true);
      expect(JSON.parse(code!.replace(/^export default /, '').replace(/;\n$/, ''))).toEqual(configTextsIn(lang));
    }
    expect(() => plugin.load(plugin.resolveId('virtual:config-texts/fr'))).toThrow(/no such language/);
  });

  it('tell the server’s codes from unknown ones', () => {
    expect(browser.isErrorCode('niche_full', 'ja')).toBe(true);
    expect(browser.isErrorCode('no_such_code', 'ja')).toBe(false);
  });
});

/**
 * Every message has a translation: any key present in English (react-admin's own, the
 * shell's, the route titles and every namespace file other parts add) must exist, non-empty,
 * in zh, es and ja, with the same %{placeholders}. Every label of the configuration (resources,
 * fields, enum values, help texts, menu and route titles, validation and error messages) is
 * written in all four languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { messagesFor, namespaceFiles } from '../../src/app/i18n/catalog';
import { routeTitleKey } from '../../src/app/i18n/routeMessages';
import { SIZES } from '../../src/app/theme/sizes';
import resources from '../../resources.config';
import { VALIDATION_MESSAGES } from '../../src/config/messages';
import { ERROR_MESSAGES } from '../../src/rules/messages';
import { MESSAGE_TYPES } from '../../src/rules/messageTypes';
import { menuOf } from '../../src/config/routes';
import { appRoutes } from '../../src/instance';
import { LANGS } from '../../src/config/types';
import { leaves, type Tree } from './helpers/leaves';

const { menu: MENU, all: ALL_ROUTES } = appRoutes;

const placeholders = (s: string): string[] => [...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const EN = leaves(messagesFor('en') as Tree);

describe.each(['zh', 'es', 'ja'] as const)('%s', (lang) => {
  const other = leaves(messagesFor(lang) as Tree);

  it('has every English key, non-empty', () => {
    const missing = [...EN.keys()].filter((k) => typeof other.get(k) !== 'string' || (other.get(k) as string).trim() === '' && (EN.get(k) as string).trim() !== '');
    expect(missing).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect([...other.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });

  it('keeps the placeholders of each message', () => {
    const differing = [...EN.entries()]
      .filter(([k, v]) => typeof v === 'string' && typeof other.get(k) === 'string')
      .filter(([k, v]) => {
        // Plural forms (`a |||| b`) may name the count in one form only.
        const en = placeholders(v as string).filter((p) => p !== 'smart_count');
        const tr = placeholders(other.get(k) as string).filter((p) => p !== 'smart_count');
        return [...new Set(en)].join() !== [...new Set(tr)].join();
      })
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });
});

describe('the English catalog', () => {
  it("contains all of react-admin's messages", () => {
    const ra = leaves(englishMessages as Tree);
    expect([...ra.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });

  it('titles every route and menu group', () => {
    for (const { path } of [...MENU, ...ALL_ROUTES]) expect(EN.get(routeTitleKey(path)), path).toBeTruthy();
  });

  it('merges the namespace files of the other parts', () => {
    for (const [name] of namespaceFiles()) expect([...EN.keys()].some((k) => k.startsWith(`${name}.`)), name).toBe(true);
  });
});

/** Every `{ zh, en, es, ja }` object inside a configuration value, with where it is. */
const configLabels = (value: unknown, where: string, out: [string, Record<string, unknown>][] = []) => {
  if (!value || typeof value !== 'object') return out;
  const record = value as Record<string, unknown>;
  if (LANGS.every((lang) => lang in record)) out.push([where, record]);
  else for (const [k, v] of Object.entries(record)) configLabels(v, `${where}.${k}`, out);
  return out;
};

describe('the configuration', () => {
  const labels = [
    ...configLabels(resources, 'resources'),
    ...configLabels(MENU, 'menu'),
    ...configLabels(menuOf(resources).hidden, 'hidden routes'),
    ...configLabels(VALIDATION_MESSAGES, 'validation'),
    ...configLabels(ERROR_MESSAGES, 'errors'),
    ...configLabels(MESSAGE_TYPES, 'message types'),
  ];

  it('has labels to check', () => {
    expect(labels.length).toBeGreaterThan(100);
  });

  it('labels everything in zh, en, es and ja, non-empty', () => {
    const incomplete = labels.filter(([, l]) => LANGS.some((lang) => typeof l[lang] !== 'string' || (l[lang] as string).trim() === ''));
    expect(incomplete.map(([where]) => where)).toEqual([]);
  });

  it('keeps the placeholders of each label in every language', () => {
    const differing = labels.filter(([, l]) => LANGS.some((lang) => placeholders(String(l[lang])).join() !== placeholders(String(l.en)).join()));
    expect(differing.map(([where]) => where)).toEqual([]);
  });
});

/** The message keys the shell's code names literally (`'shell.…'`, `'ra.…'`). */
const SHELL_SOURCES = ['src/app/shell', 'src/app/pages', 'src/app/auth', 'src/app/theme', 'src/app/App.tsx'];

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name))) : /\.tsx?$/.test(path) ? [path] : [];

describe('the shell’s code', () => {
  // The store's keys (shell/store) look alike but are no messages.
  const files = SHELL_SOURCES.flatMap(sourceFiles).filter((file) => !file.includes('/store/'));
  const used = new Set(
    files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:shell|ra)\.[\w.]+)'/g)].map((m) => m[1])),
  );

  it('names message keys', () => {
    expect(used.size).toBeGreaterThan(50);
  });

  it('names only keys the English catalog has (so every language has them)', () => {
    expect([...used].filter((key) => !EN.has(key))).toEqual([]);
  });

  it('has the settings and sizes it builds keys for', () => {
    for (const key of ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch']) expect(EN.has(`shell.settings.${key}`), key).toBe(true);
    for (const size of SIZES) expect(EN.has(`shell.size.${size}`), size).toBe(true);
  });
});

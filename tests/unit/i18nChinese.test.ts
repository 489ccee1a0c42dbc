/**
 * The Chinese react-admin catalogue is ra-language-chinese completed and corrected in-project
 * (src/app/i18n/ra/zh.ts): the package's text is used wherever it is not corrected, a
 * correction always changes the package's text, a completion only fills a key the package
 * lacks, and nothing outside react-admin 5's keys is kept. The parity with English (every key,
 * same placeholders) is tests/unit/i18n.test.ts.
 */
import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { COMPLETIONS, CORRECTIONS, raZh } from '../../src/app/i18n/ra/zh';
import { leaves, type Tree } from './helpers/leaves';


const pkg = leaves(chineseMessages as Tree);
const zh = leaves(raZh as unknown as Tree);
const en = leaves(englishMessages as unknown as Tree);
const corrected = leaves(CORRECTIONS);
const completed = leaves(COMPLETIONS);

describe('the Chinese react-admin catalogue', () => {
  it('takes the package text for every react-admin 5 key it does not correct', () => {
    const base = [...pkg.keys()].filter((k) => en.has(k) && !corrected.has(k));
    expect(base.length).toBeGreaterThan(20);
    for (const k of base) expect(zh.get(k), k).toBe(pkg.get(k));
  });

  it('corrects only keys the package has, each to another text', () => {
    for (const [k, v] of corrected) {
      expect(pkg.has(k), k).toBe(true);
      expect(v, k).not.toBe(pkg.get(k));
      expect(zh.get(k), k).toBe(v);
    }
  });

  it('completes only keys the package lacks, and keeps none react-admin 5 does not have', () => {
    for (const [k, v] of completed) {
      expect(pkg.has(k), k).toBe(false);
      expect(zh.get(k), k).toBe(v);
    }
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect(zh.has('ra.navigation.prev')).toBe(false);
    expect(zh.size).toBe(en.size);
  });
});

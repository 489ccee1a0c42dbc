/**
 * The header search over the user's pages: by title in the current language, by path, and
 * (for Chinese titles, when enabled) by pinyin, full or initials: `dingdan`, `mwdd`.
 */
export interface SearchEntry {
  path: string;
  /** `Group > Page` in the current language. */
  label: string;
  /** The same in Chinese, for pinyin matching. */
  zhLabel: string;
}

/** True when the query is a pinyin spelling of part of the text. */
export type PinyinMatcher = (text: string, query: string) => boolean;

export const searchEntries = (entries: readonly SearchEntry[], query: string, pinyin?: PinyinMatcher): SearchEntry[] => {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return entries.filter(
    (e) => e.label.toLowerCase().includes(q) || e.path.toLowerCase().includes(q) || (pinyin !== undefined && pinyin(e.zhLabel, q)),
  );
};

/** pinyin-pro is large: it is loaded the first time pinyin search is needed. */
export const loadPinyinMatcher = async (): Promise<PinyinMatcher> => {
  const { match } = await import('pinyin-pro');
  return (text, query) => /^[a-z]+$/.test(query) && match(text.replace(/\s*>\s*/g, ''), query) !== null;
};

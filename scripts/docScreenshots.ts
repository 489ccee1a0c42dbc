/**
 * The screenshots the docs show: every markdown link or image in docs/ and README.md whose
 * target lies in docs/screenshots/. Only these are kept in the repository; `npm run screenshots`
 * rewrites them (tests/e2e/helpers/browser.ts), and every other screenshot a test takes goes to
 * the ignored screenshots/tmp/. tests/unit/docScreenshots.test.ts checks that every tracked
 * image is shown and every shown image exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

export const SCREENSHOTS_DIR = 'docs/screenshots';

/** The markdown files of the docs: README.md and every .md under docs/ (repository-relative, posix). */
export const docFiles = (root: string): string[] => {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory() && path !== SCREENSHOTS_DIR) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
};

/** The link targets of a markdown text (`[text](target)` and `![alt](target)`), without a #fragment or title. */
export const linkTargets = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1].split('#')[0]).filter((t) => t !== '' && !/^[a-z]+:/i.test(t));

/** Repository-relative paths (posix) of the images under docs/screenshots/ that the docs link to, each with the docs linking it. */
export const shownScreenshots = (root: string): Map<string, string[]> => {
  const shown = new Map<string, string[]>();
  for (const doc of docFiles(root)) {
    for (const target of linkTargets(readFileSync(join(root, doc), 'utf8'))) {
      const path = relative(root, join(root, dirname(doc), decodeURIComponent(target))).split(sep).join('/');
      if (!path.startsWith(`${SCREENSHOTS_DIR}/`)) continue;
      shown.set(path, [...(shown.get(path) ?? []), doc]);
    }
  }
  return shown;
};

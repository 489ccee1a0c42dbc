/**
 * The files that comments and docs name exist: every repository path (src/, tests/, scripts/,
 * bench/, docs/, deploy/, public/) written in the sources, scripts, benchmarks, docs and README
 * is a file or folder of the repository (a `{a,b}` names both; `<name>` and `*` stand for any).
 * Outputs are not checked: bench/results/ (written by the benchmarks) and the docs' screenshots
 * (tests/unit/docScreenshots.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const PATH = /(?<![\w./-])((?:src|tests|scripts|bench|docs|deploy|public)\/[\w./{}*<>,-]*[\w*}>])/g;
const OUTPUTS = /^(bench\/results\/|docs\/screenshots\/)/;

/** The paths a text names, braces expanded; a `<placeholder>` or `*` keeps only the folder before it. */
const namedPaths = (text: string): string[] =>
  [...text.matchAll(PATH)].flatMap((m) => {
    const path = m[1].replace(/[.,]+$/, '');
    const wild = path.search(/[<*]/);
    if (wild >= 0) return [path.slice(0, path.lastIndexOf('/', wild) + 1)];
    const brace = /\{([^}]*)\}/.exec(path);
    return brace ? brace[1].split(',').map((part) => path.slice(0, brace.index) + part + path.slice(brace.index + brace[0].length)) : [path];
  });

const exists = (path: string): boolean => ['', '.ts', '.tsx', '.mjs', '.js'].some((ext) => existsSync(join(root, path + ext)));

describe('paths named in comments and docs', () => {
  it('reads paths with braces, placeholders and a full stop after them', () => {
    expect(namedPaths('see src/config/{types,dates}.ts, docs/<module>.md and src/app/x.tsx.')).toEqual(['src/config/types.ts', 'src/config/dates.ts', 'docs/', 'src/app/x.tsx']);
  });

  it('all exist', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'scripts', 'bench', 'docs', 'deploy', 'README.md', '.ci'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js|md|sh|conf)$|^\.ci\//.test(f) && !OUTPUTS.test(f));
    const dangling = files.flatMap((file) => namedPaths(readFileSync(join(root, file), 'utf8')).filter((p) => !OUTPUTS.test(p) && !exists(p)).map((p) => `${file}: ${p}`));
    expect(dangling).toEqual([]);
  });
});

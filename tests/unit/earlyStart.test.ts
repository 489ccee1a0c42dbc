/**
 * The first screen's calls leave before the app is evaluated (src/app/early.ts, imported first by
 * main.tsx): that holds only while early.ts reaches no package at run time. A module runs after
 * what it imports, so one import of react-admin (it was a storage key the HTTP layer read from
 * the shell's store) puts the calls behind the evaluation of react-admin and MUI again.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

const resolveFile = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c) && statSync(c).isFile());
};

/** What `file` imports at run time (type-only imports and exports left out), followed through relative files. */
const runtimeReach = (file: string): { files: Set<string>; packages: Map<string, string> } => {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (f: string): void => {
    if (files.has(f)) return;
    files.add(f);
    const source = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    for (const node of source.statements) {
      let spec: string | undefined;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const named = node.importClause?.namedBindings;
        const onlyTypes = !node.importClause?.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
        if (!onlyTypes) spec = (node.moduleSpecifier as ts.StringLiteral).text;
      } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) spec = (node.moduleSpecifier as ts.StringLiteral).text;
      if (!spec) continue;
      if (spec.startsWith('.')) {
        const target = resolveFile(f, spec);
        if (target) visit(target);
      } else packages.set(spec, relative(ROOT, f));
    }
  };
  visit(resolve(ROOT, file));
  return { files, packages };
};

describe('the first screen’s early calls', () => {
  it('are sent by a module that reaches no package at run time', () => {
    const { files, packages } = runtimeReach('src/app/early.ts');
    expect(Object.fromEntries(packages)).toEqual({});
    // It does reach the calls themselves.
    expect([...files].map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['src/app/auth/session.ts', 'src/app/providers/capabilities.ts', 'src/app/providers/http.ts']));
  });

  it('are imported first by the app’s entry', () => {
    const main = readFileSync(resolve(ROOT, 'src/app/main.tsx'), 'utf8');
    const imports = [...main.matchAll(/^import\s[^;]*?'([^']+)'/gm)].map((m) => m[1]);
    expect(imports[0]).toBe('./early');
  });
});

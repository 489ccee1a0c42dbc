/**
 * Every switch over field types is exhaustive (docs/architecture.md): its default is
 * `unreachable(field)` or assigns the field to `never`, so a new field type fails to compile at
 * each switch that must learn it. A switch with a plain default would swallow it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The field types, as src/config/types.ts declares them (`type: 'text';` in each field's interface). */
const FIELD_TYPES = new Set([...readFileSync(join(root, 'src/config/types.ts'), 'utf8').matchAll(/^\s+type: '(\w+)';$/gm)].map((m) => m[1]));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** The switches over a field's `type` whose cases are field types, and whether each is closed. */
const fieldTypeSwitches = (path: string, text: string): { at: string; closed: boolean }[] => {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: { at: string; closed: boolean }[] = [];
  const visit = (node: ts.Node) => {
    const cases = ts.isSwitchStatement(node) ? node.caseBlock.clauses.filter(ts.isCaseClause).map((c) => (ts.isStringLiteral(c.expression) ? c.expression.text : '')) : [];
    if (ts.isSwitchStatement(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'type' && cases.length > 0 && cases.every((c) => FIELD_TYPES.has(c))) {
      const fallback = node.caseBlock.clauses.find(ts.isDefaultClause);
      const body = fallback?.getText(file) ?? '';
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ at: `${relative(root, path)}:${line}`, closed: /unreachable\(|:\s*never\s*=/.test(body) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

describe('switches over field types', () => {
  it('knows the field types', () => {
    expect(FIELD_TYPES).toContain('text');
    expect(FIELD_TYPES).toContain('reference');
    expect(FIELD_TYPES.size).toBeGreaterThan(10);
  });

  it('tells an open switch from a closed one, and leaves switches over other kinds alone', () => {
    const open = fieldTypeSwitches('x.ts', "switch (field.type) { case 'text': return 1; default: return 0; }");
    const closed = fieldTypeSwitches('x.ts', "switch (field.type) { case 'text': return 1; default: return unreachable(field); }");
    const never = fieldTypeSwitches('x.ts', "switch (f.field.type) { case 'text': return 1; default: { const _x: never = f.field; return _x; } }");
    expect([open[0].closed, closed[0].closed, never[0].closed]).toEqual([false, true, true]);
    expect(fieldTypeSwitches('x.ts', "switch (field.type) { case 'list': return 1; default: return 0; }")).toEqual([]);
  });

  it('are all closed in src/', () => {
    const all = sources(join(root, 'src')).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return /switch \([^)]*\.type\)/.test(text) ? fieldTypeSwitches(path, text) : [];
    });
    expect(all.length).toBeGreaterThan(8);
    expect(all.filter((s) => !s.closed).map((s) => s.at)).toEqual([]);
  });
});

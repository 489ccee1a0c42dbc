/**
 * The low-code promise holds for the whole repository (docs/configuration.md): an analyst who
 * adds a resource block with only the required keys (no `singular`, `card`, `menu`...) still
 * passes `npm run typecheck`. The TypeScript compiler reads the repository as tsconfig.json
 * does, with resources.config.ts served from memory with such a block added (no file is
 * written), and every file that reads the config instance must compile: code and tests read
 * the config through its declared types, not the instance's literal type. About 45 s of CPU
 * (the whole program is read), so it runs with the slow suites (npm run test:slow, in CI).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/instance';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = resolve(root, 'resources.config.ts');

/** An analyst's block: only what ResourceDef requires. */
const MINIMAL_BLOCK = `
  analyst_note: {
    table: 'analyst_note',
    label: L('备注', 'Notes', 'Notas', 'メモ'),
    recordRepresentation: 'title',
    channelScoped: false,
    fields: { title: { type: 'text', label: L('标题', 'Title', 'Título', '題名'), required: true } },
    access: access({ read: ALL_LEVELS, create: MANAGERS, update: MANAGERS }),
  },
`;

/**
 * resources.config.ts with the block added as the last resource of defineResources({...}),
 * found by the compiler's own reading of the file (wrappers around the call, or a `});` of
 * another call before it, cannot misplace it).
 */
const withBlock = (source: string): string => {
  const file = ts.createSourceFile(CONFIG, source, ts.ScriptTarget.Latest, true);
  let blocks: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineResources' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      blocks = node.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!blocks) throw new Error('resources.config.ts: no defineResources({...}) to add a block to');
  const end = blocks.getEnd() - 1; // the object's closing brace
  return `${source.slice(0, end)}${MINIMAL_BLOCK}${source.slice(end)}`;
};

/** The compiler's errors in the files that import the config instance, with `config` as resources.config.ts. */
const errorsWith = (config: string): string[] => {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('tsconfig.json not readable');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (resolve(file) === CONFIG ? config : readFile(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, fresh) =>
    resolve(file) === CONFIG ? ts.createSourceFile(file, config, language, true) : getSourceFile(file, language, onError, fresh);
  const program = ts.createProgram(parsed.fileNames, parsed.options, host);
  // Only the files that read the instance (and the config itself): the rest cannot see the new block.
  const readers = program.getSourceFiles().filter((f) => resolve(f.fileName) === CONFIG || /from '[./]*(resources\.config|src\/instance|instance)'/.test(f.text));
  return readers.flatMap((f) =>
    program.getSemanticDiagnostics(f).map((d) => `${d.file ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
};

describe('a resource block with only the required keys', () => {
  it('is added to the config as the last block', () => {
    const source = readFileSync(CONFIG, 'utf8');
    const edited = withBlock(source);
    expect(edited).toContain("analyst_note: {\n    table: 'analyst_note'");
    expect(edited.indexOf('analyst_note')).toBeGreaterThan(source.lastIndexOf('defineResources('));
    // After the last block of the instance: the rest of the file follows the block unchanged.
    const last = Object.keys(appConfig).at(-1)!;
    expect(edited.indexOf('analyst_note: {')).toBeGreaterThan(edited.indexOf(`  ${last}: {`));
    expect(edited.slice(edited.indexOf(MINIMAL_BLOCK) + MINIMAL_BLOCK.length)).toBe(source.slice(edited.indexOf(MINIMAL_BLOCK)));
  });

  it('compiles everywhere the config is read', () => {
    expect(errorsWith(withBlock(readFileSync(CONFIG, 'utf8')))).toEqual([]);
  }, 300_000);
});

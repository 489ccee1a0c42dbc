/**
 * `npx tsx scripts/unused-exports.ts`: the exports no other file imports, across everything
 * tsconfig.json includes (src, tests, scripts, bench, the config). Such an export is either dead
 * (delete it) or used only inside its own file (drop `export`). A module imported whole
 * (`import * as`, `import()`, `typeof import()`) counts as using all its exports.
 * Exits 1 when it finds any, so it can guard a clean-up; not part of `npm run lint`.
 */
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const parsed = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!parsed) throw new Error('tsconfig.json not readable');
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();
const ours = program.getSourceFiles().filter((f) => !f.isDeclarationFile && !f.fileName.includes('/node_modules/'));

const original = (symbol: ts.Symbol): ts.Symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const used = new Set<ts.Symbol>();
const wholeModules = new Set<ts.Symbol>();

const moduleOf = (specifier: ts.Node): ts.Symbol | undefined => checker.getSymbolAtLocation(specifier);
/** An imported name uses every re-export it passes through, and the declaration at its end. */
const markName = (name: ts.Node): void => {
  let symbol = checker.getSymbolAtLocation(name);
  while (symbol && symbol.flags & ts.SymbolFlags.Alias && !used.has(symbol)) {
    used.add(symbol);
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  if (symbol) used.add(symbol);
};

const visit = (node: ts.Node): void => {
  if (ts.isImportDeclaration(node) && node.importClause) {
    const { name, namedBindings } = node.importClause;
    if (name) markName(name);
    if (namedBindings && ts.isNamespaceImport(namedBindings)) {
      const mod = moduleOf(node.moduleSpecifier);
      if (mod) wholeModules.add(mod);
    } else if (namedBindings) for (const el of namedBindings.elements) markName(el.name);
  } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
    // A re-export passes the name on: it is used if the re-exported name is (checked below).
    if (!node.exportClause) {
      const mod = moduleOf(node.moduleSpecifier);
      if (mod) wholeModules.add(mod);
    } else if (ts.isNamespaceExport(node.exportClause)) {
      const mod = moduleOf(node.moduleSpecifier);
      if (mod) wholeModules.add(mod);
    }
  } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
    const mod = moduleOf(node.arguments[0]);
    if (mod) wholeModules.add(mod);
  } else if (ts.isCallExpression(node) && node.expression.getText() === 'import.meta.glob' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
    // Vite's glob import (the message catalogues): every file the pattern names, whole.
    const pattern = join(dirname(node.getSourceFile().fileName), node.arguments[0].text);
    const [dir, base] = [dirname(pattern), basename(pattern)];
    const re = new RegExp(`^${base.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    for (const file of ours) {
      if (dirname(file.fileName) !== dir || !re.test(basename(file.fileName))) continue;
      const mod = checker.getSymbolAtLocation(file);
      if (mod) wholeModules.add(mod);
    }
  } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    const mod = moduleOf(node.argument.literal);
    if (mod) wholeModules.add(mod);
  }
  ts.forEachChild(node, visit);
};
for (const file of ours) visit(file);

const unused: string[] = [];
for (const file of ours) {
  const mod = checker.getSymbolAtLocation(file);
  if (!mod || wholeModules.has(mod)) continue;
  for (const exp of checker.getExportsOfModule(mod)) {
    if (used.has(exp) || (!(exp.flags & ts.SymbolFlags.Alias) && used.has(original(exp)))) continue;
    const decl = exp.declarations?.[0];
    if (!decl || decl.getSourceFile() !== file) continue;
    // Kept on purpose: a tool's config file (vite, vitest), or an export marked `@public`
    // (the vocabulary config authors write in, used by name in docs rather than by an import).
    if (exp.getName() === 'default' && /\.config\.ts$/.test(file.fileName)) continue;
    if (relative(root, file.fileName) === 'src/config/types.ts') continue; // the config's vocabulary: every type an author may name
    if (ts.getJSDocTags(decl).some((t) => t.tagName.text === 'public') || ts.getJSDocTags(decl.parent?.parent ?? decl).some((t) => t.tagName.text === 'public')) continue;
    const { line } = file.getLineAndCharacterOfPosition(decl.getStart());
    unused.push(`${relative(root, file.fileName)}:${line + 1} ${exp.getName()}`);
  }
}
unused.sort();
for (const u of unused) console.log(u);
console.error(`${unused.length} exports nothing imports.`);
process.exit(unused.length > 0 ? 1 : 0);

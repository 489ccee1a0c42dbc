/**
 * A Vite plugin: the browser's copy of resources.config.ts without its server-only parts
 * (src/config/serverOnly.ts) and without hidden fields (password hashes: the browser never
 * shows, sends or filters them). The server reads the file as written.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';
import { SERVER_ONLY_RESOURCE_KEYS } from '../src/config/serverOnly';

const nameOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

const isHiddenField = (p: ts.ObjectLiteralElementLike): boolean =>
  ts.isPropertyAssignment(p) &&
  ts.isObjectLiteralExpression(p.initializer) &&
  p.initializer.properties.some((q) => nameOf(q) === 'hidden' && ts.isPropertyAssignment(q) && q.initializer.kind === ts.SyntaxKind.TrueKeyword);

/** The source without the server-only properties of any object literal, nor hidden field entries. */
export const stripServerConfig = (source: string, fileName = 'resources.config.ts'): string => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const serverOnly = new Set<string>(SERVER_ONLY_RESOURCE_KEYS);
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node)) {
        const kept = node.properties.filter((p) => !serverOnly.has(nameOf(p) ?? '') && !isHiddenField(p));
        const next = ts.factory.updateObjectLiteralExpression(node, kept);
        return ts.visitEachChild(next, visit, context);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (sf) => ts.visitNode(sf, visit) as ts.SourceFile;
  };
  const result = ts.transform(file, [transformer]);
  const out = ts.createPrinter().printFile(result.transformed[0]);
  result.dispose();
  return out;
};

export const stripServerConfigPlugin = (): Plugin => ({
  name: 'strip-server-config',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]resources\.config\.ts$/.test(id.split('?')[0])) return undefined;
    return { code: stripServerConfig(code, id), map: null };
  },
});

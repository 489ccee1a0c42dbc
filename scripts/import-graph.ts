/**
 * The import graph of src/ and resources.config.ts: every relative import of every .ts/.tsx
 * file, resolved to a file. `npm run lint` runs `check-imports.ts` on it (cycles between files
 * and between folders); it is also what docs/architecture.md's layer table is checked against.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

interface ImportGraph {
  /** Repository-relative file -> the repository-relative files it imports (type-only included). */
  edges: Map<string, Set<string>>;
}

const walk = (dir: string, out: string[]): string[] => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
};

const resolveImport = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
};

export const importGraph = (root: string): ImportGraph => {
  const files = [...walk(join(root, 'src'), []), join(root, 'resources.config.ts')];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolveImport(file, ref.fileName);
      if (target) targets.add(relative(root, target));
    }
    edges.set(relative(root, file), targets);
  }
  return { edges };
};

/** Strongly connected components with more than one node (Tarjan), i.e. the cycles. */
export const cycles = (edges: Map<string, Set<string>>): string[][] => {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
};

/** The same graph between folders (a file's folder), self-edges left out. */
export const folderEdges = (edges: Map<string, Set<string>>): Map<string, Set<string>> => {
  const out = new Map<string, Set<string>>();
  for (const [from, targets] of edges) {
    const a = dirname(from);
    if (!out.has(a)) out.set(a, new Set());
    for (const to of targets) {
      const b = dirname(to);
      if (a !== b) out.get(a)!.add(b);
    }
  }
  return out;
};

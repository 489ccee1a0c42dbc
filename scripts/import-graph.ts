/**
 * The import graph of src/ and the instance's files (resources.config.ts and those beside it):
 * every relative import of every .ts/.tsx file, resolved to a file. `npm run lint` runs `check-imports.ts` on it (cycles between files
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
  // The instance: resources.config.ts and the files beside it (resources.enums.ts...).
  const instance = readdirSync(root).filter((name) => /^resources\.[a-z]+\.ts$/.test(name)).map((name) => join(root, name));
  const files = [...walk(join(root, 'src'), []), ...instance];
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

/**
 * The browser's folders, bottom to top (docs/architecture.md, "Inside the browser"): a
 * top-level folder of src/app imports only folders of the layers below its own, so no two reach
 * each other. The services at the bottom, the builders (the views generated from the config),
 * the kit (the widgets the modules share), the modules in the order they may lean on one
 * another, the screens that gather them (the hand-written resource overrides, the shell, the
 * pages), and at the top the files of src/app itself (App.tsx, main.tsx and the registries,
 * resourceViews.ts and pageRegistry.tsx: only the top knows every module). Where a lower folder
 * needs a feature it offers a slot the top fills (src/app/builders/list/listSlots.tsx,
 * src/app/shell/shellSlots.tsx). A new folder takes its place here, or the check refuses it.
 */
export const APP_LAYERS: readonly (readonly string[])[] = [
  ['theme', 'format'],
  ['store'],
  ['i18n'],
  ['providers'],
  ['messages'],
  ['auth'],
  ['publicKit'],
  ['builders'],
  ['kit'],
  ['payments'],
  ['pay'],
  ['terms'],
  ['print'],
  ['parkmap'],
  ['find'],
  ['rights'],
  ['map'],
  ['visits'],
  ['work'],
  ['walk'],
  ['columbarium'],
  ['reconcile'],
  ['finance'],
  ['settings'],
  ['stats'],
  ['import'],
  ['family'],
  ['memorial'],
  ['resources', 'shell', 'pages'],
];

const APP_PREFIX = 'src/app/';

/** The top-level folder of a file of src/app ('' for a file of src/app itself), undefined outside src/app. */
const appFolderOf = (file: string): string | undefined => {
  if (!file.startsWith(APP_PREFIX)) return undefined;
  const rest = file.slice(APP_PREFIX.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? '' : rest.slice(0, slash);
};

/** Every import between top-level folders of src/app that goes up or sideways, and every folder not placed in the layers. */
export const appLayerViolations = (edges: Map<string, Set<string>>, layers: readonly (readonly string[])[] = APP_LAYERS): string[] => {
  const rank = new Map<string, number>();
  layers.forEach((folders, i) => folders.forEach((f) => rank.set(f, i)));
  rank.set('', layers.length);
  const found = new Set<string>();
  for (const [from, targets] of edges) {
    const a = appFolderOf(from);
    if (a === undefined) continue;
    if (!rank.has(a)) found.add(`src/app/${a} is in no layer of APP_LAYERS (scripts/import-graph.ts): place it`);
    for (const to of targets) {
      const b = appFolderOf(to);
      if (b === undefined || b === a || !rank.has(a) || !rank.has(b)) continue;
      if (rank.get(b)! >= rank.get(a)!) found.add(`${from} -> ${to}: src/app/${a || '.'} may not import src/app/${b || '.'} (a folder imports only the layers below its own)`);
    }
  }
  return [...found].sort();
};

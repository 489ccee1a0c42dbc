/**
 * Which built chunks a page loads before it can render, from Vite's manifest: the entry and
 * everything it imports statically (transitively). Lazy chunks (import()) load on demand and
 * are not counted, unless the page's own views live in one (then that chunk and its static
 * imports are part of what the page needs first).
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;
/** Output file -> the source modules bundled into it (scripts/chunkModules.ts). */
export type ChunkModules = Record<string, string[]>;

export const entryKey = (manifest: Manifest, html = 'index.html'): string => {
  const entries = Object.entries(manifest).filter(([k, c]) => c.isEntry && k === html);
  if (entries.length !== 1) throw new Error(`Expected one entry ${html} in the manifest, found ${entries.length}`);
  return entries[0][0];
};

/** The manifest keys loaded with `key`: itself and its static imports, transitively. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
};

/** Lazy chunks reachable from `loaded` whose modules match `pattern`: code the page needs though it is split off. */
export const lazyChunksWith = (manifest: Manifest, modules: ChunkModules, loaded: Set<string>, pattern: RegExp): string[] => {
  const out: string[] = [];
  for (const key of loaded)
    for (const lazyKey of manifest[key].dynamicImports ?? []) {
      const file = manifest[lazyKey]?.file;
      if (file && !loaded.has(lazyKey) && (modules[file] ?? []).some((m) => pattern.test(m))) out.push(lazyKey);
    }
  return [...new Set(out)];
};

/** For each forbidden library, the loaded chunks that contain one of its modules. */
export const forbiddenIn = (
  manifest: Manifest,
  modules: ChunkModules,
  loaded: Set<string>,
  forbidden: Record<string, RegExp>,
): Record<string, string[]> => {
  const found: Record<string, string[]> = {};
  for (const [name, pattern] of Object.entries(forbidden)) {
    const files = [...loaded].map((k) => manifest[k].file).filter((file) => (modules[file] ?? []).some((m) => pattern.test(m)));
    if (files.length > 0) found[name] = files;
  }
  return found;
};

/**
 * An import in chunks (docs/import.md, "Large files"): short transactions instead of one long
 * one, so other users' requests run between them. On the embedded database (PGlite) one
 * transaction holds the only connection: a check of 10,000 rows in one transaction made every
 * other user wait for it. Each chunk is its own transaction (a check's are always rolled back),
 * and the import yields between chunks so the requests queued meanwhile go first.
 *
 * Rows that depend on each other stay in one chunk: the rows of a table with hooks that name
 * the same record (two registrations on one plot, a register's lines on one plot), so a
 * chunk's check sees the rows before it that its rules count.
 */
import type { Database } from '../db/database';

/**
 * Rows per chunk: a fraction of a second of the embedded database's only connection (which
 * runs on the server's own thread); PostgreSQL runs chunks beside other work. A register's
 * line writes a dozen records and their log entries (bench/importLoad.ts measured 400 lines
 * holding PGlite for seconds), a table's row one or two.
 */
export const CHUNK_ROWS: Record<'table' | 'register', Record<Database['kind'], number>> = {
  table: { pglite: 400, postgres: 2000 },
  register: { pglite: 25, postgres: 500 },
};

/** The chunk size in force (tests make chunks small to see a late chunk fail). */
export const importChunking = { rows: undefined as number | undefined };

export const chunkRowsFor = (database: Database, kind: 'table' | 'register' = 'table'): number => importChunking.rows ?? CHUNK_ROWS[kind][database.kind];

/**
 * Row indexes in chunks of about `size`, in file order, rows sharing a key in the same chunk
 * (a group larger than `size` is one chunk of its own).
 */
export const groupChunks = (count: number, keysOf: (i: number) => string[], size: number): number[][] => {
  const parent = Array.from({ length: count }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const firstWith = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    for (const key of keysOf(i)) {
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, i);
      else {
        const [a, b] = [find(first), find(i)];
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < count; i++) {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(i);
    else groups.set(root, [i]);
  }
  const chunks: number[][] = [];
  let current: number[] = [];
  for (const group of groups.values()) {
    if (current.length > 0 && current.length + group.length > size) {
      chunks.push(current.sort((a, b) => a - b));
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) chunks.push(current.sort((a, b) => a - b));
  return chunks;
};

/** Let the requests that arrived during the last chunk run before the next one. */
export const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * An import in chunks (docs/import.md, "Large files"): short transactions instead of one long
 * one, so other users' requests run between them. On the embedded database (PGlite) one
 * transaction holds the only connection: a check of 10,000 rows in one transaction made every
 * other user wait for it. Each chunk is its own transaction (a check's are always rolled back),
 * as long as CHUNK_BUDGET_MS allows, and between chunks the import gives way to every other
 * request in flight (./lane.ts).
 *
 * Rows that depend on each other stay in one chunk: the rows of a table with hooks that name
 * the same record (two registrations on one plot, a register's lines on one plot), so a
 * chunk's check sees the rows before it that its rules count.
 */
import type { Database } from '../db/database';

/**
 * How long one chunk may hold the database, in milliseconds: on the embedded database (PGlite:
 * the only connection, on the server's own thread) a request that arrives during a chunk waits
 * for it, so a chunk is short; on PostgreSQL the chunks run beside other work (the budget only
 * keeps each transaction short). The chunk's row count follows: the next chunk has as many rows
 * as the last chunk's time per row fits in the budget (a loaded machine makes them fewer).
 * A chunk's statements run back to back without a turn of the event loop (PGlite answers each
 * at once), so on PGlite a chunk holds the whole server, not only the database: at 120 ms and at
 * least three register lines a chunk (a register's budget is now 50 ms, down to one line), other users' p99 was 1.5 s during a 10,000-line check on
 * a loaded machine (docs/performance.md, "An import beside other users").
 */
export const CHUNK_BUDGET_MS: Record<'table' | 'register', Record<Database['kind'], number>> = {
  // A table's row is an insert and its log entry: its chunks kept their first budget.
  table: { pglite: 120, postgres: 600 },
  register: { pglite: 50, postgres: 600 },
};

/**
 * At most this many rows per chunk, whatever the budget allows. A register's line writes a
 * dozen records and their log entries; a table's row one or two.
 */
export const CHUNK_ROWS: Record<'table' | 'register', Record<Database['kind'], number>> = {
  table: { pglite: 400, postgres: 2000 },
  register: { pglite: 100, postgres: 500 },
};

/** The first chunk's size, before any has been timed. */
const FIRST_CHUNK: Record<'table' | 'register', number> = { table: 50, register: 2 };

/**
 * At least this many rows per chunk: a chunk has its own work besides its rows (a check's chunk
 * writes its batch and the places its lines need again, since the last one was rolled back), but
 * a register line is a dozen records: on a loaded machine one line is already the budget.
 */
const MIN_CHUNK: Record<'table' | 'register', number> = { table: 25, register: 1 };

/** The chunk size in force (tests make chunks small to see a late chunk fail): a fixed size, no timing. */
export const importChunking = { rows: undefined as number | undefined };

/**
 * The chunks of one import, sized by time (CHUNK_BUDGET_MS): `next()` the row indexes of the
 * next chunk (undefined when none is left), `done(ms)` the time its transaction took.
 */
export class Chunker {
  private readonly groups: number[][];
  private at = 0;
  private size: number;
  private readonly budget: number;
  private readonly max: number;
  private readonly min: number;
  private last = 0;
  /** Chunks handed out, and the largest, for the log. */
  chunks = 0;
  /** Rows of the chunks done so far. */
  private processed = 0;
  private readonly onChunk?: (done: number) => void;

  constructor(
    count: number,
    keysOf: (i: number) => string[],
    database: Database,
    kind: 'table' | 'register' = 'table',
    /** Told the rows done after each chunk (the import's progress, ./progress.ts). */
    onChunk?: (done: number) => void,
  ) {
    this.onChunk = onChunk;
    this.groups = rowGroups(count, keysOf);
    this.budget = CHUNK_BUDGET_MS[kind][database.kind];
    this.max = importChunking.rows ?? CHUNK_ROWS[kind][database.kind];
    this.min = Math.min(this.max, MIN_CHUNK[kind]);
    this.size = importChunking.rows ?? Math.min(this.max, FIRST_CHUNK[kind]);
  }

  next(): number[] | undefined {
    if (this.at >= this.groups.length) return undefined;
    const chunk: number[] = [];
    // Whole groups: a group larger than the size is a chunk of its own.
    while (this.at < this.groups.length && (chunk.length === 0 || chunk.length + this.groups[this.at].length <= this.size)) chunk.push(...this.groups[this.at++]);
    this.last = chunk.length;
    this.chunks++;
    return chunk.sort((a, b) => a - b);
  }

  /** The last chunk took `ms`: the next one gets what the budget holds at that pace. */
  done(ms: number): void {
    this.processed += this.last;
    this.onChunk?.(this.processed);
    if (importChunking.rows !== undefined || this.last === 0) return;
    const perRow = Math.max(ms, 1) / this.last;
    this.size = Math.max(this.min, Math.min(this.max, Math.floor(this.budget / perRow)));
  }
}

/** Rows sharing a key, in groups (union-find), in the order of their first row. */
const rowGroups = (count: number, keysOf: (i: number) => string[]): number[][] => {
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
  return [...groups.values()];
};

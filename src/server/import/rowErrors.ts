/**
 * The errors of an import, per row: field errors where a field is to blame, else one message
 * for the row (a hook's refusal such as a full plot). Translated in the caller's language
 * when the answer is made.
 */
import type { ImportCapacity, ImportRowError } from '../../config/importing';
import type { Lang } from '../../config/types';
import type { AnyFieldError, ApiError } from '../http/errors';
import { translateError, translateFieldError } from '../http/translate';

interface Entry {
  fields: Record<string, AnyFieldError>;
  row?: ApiError;
  capacity?: ImportCapacity;
}

export class RowErrors {
  private readonly entries = new Map<number, Entry>();

  private entry(index: number): Entry {
    let e = this.entries.get(index);
    if (!e) this.entries.set(index, (e = { fields: {} }));
    return e;
  }

  field(index: number, name: string, error: AnyFieldError): void {
    const e = this.entry(index);
    // The first reason is the one to fix first (a missing area before the room it narrows).
    if (!Object.hasOwn(e.fields, name)) e.fields[name] = error;
  }

  /** A refusal of the write path: its field errors, or the refusal itself for the row. */
  refused(index: number, error: ApiError): void {
    const fields = Object.entries(error.fields ?? {});
    for (const [name, fe] of fields) this.field(index, name, fe);
    if (fields.length === 0 || error.code !== 'validation') this.entry(index).row ??= error;
  }

  /** A plot's capacity that the row goes over: the row's message, and the figures for the screen. */
  capacity(index: number, error: ApiError, capacity: ImportCapacity): void {
    const e = this.entry(index);
    e.row ??= error;
    e.capacity ??= capacity;
  }

  /** The errors of a chunk, whose row i is row map[i] of the import. */
  absorb(chunk: RowErrors, map: number[]): void {
    for (const [i, e] of chunk.entries) this.entries.set(map[i], e);
  }

  hasField(index: number, name: string): boolean {
    return Object.hasOwn(this.entries.get(index)?.fields ?? {}, name);
  }

  has(index: number): boolean {
    return this.entries.has(index);
  }

  get size(): number {
    return this.entries.size;
  }

  answer(lang: Lang): ImportRowError[] {
    return [...this.entries.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, e]) => {
        const out: ImportRowError = { index };
        const names = Object.keys(e.fields);
        if (names.length > 0) out.fields = Object.fromEntries(names.map((n) => [n, translateFieldError(e.fields[n], lang)]));
        if (e.row) out.message = translateError(e.row.code, lang, e.row.params);
        if (e.capacity) out.capacity = e.capacity;
        return out;
      });
  }
}

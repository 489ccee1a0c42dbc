/**
 * What a database handle (the app's, a transaction, a door over either) carries besides its
 * connection: the config its app works with. buildApp binds it to the app's handle; each
 * transaction derives from the handle that opened it (./pglite.ts, ./postgres.ts) and a door
 * from the handle it wraps, so all of them find it; the parts that need it ask here: the operation log redacts each table's hidden fields by the app's own config,
 * never the process's (tests build apps with other configs). Marks keyed by a transaction
 * (src/server/oplog/batch.ts) are found through a door by going up its lineage (`lineageOf`) to
 * the transaction that carries them, never further: the app's handle is every transaction's root.
 */
import type { ResourcesConfig } from '../../config/types';

const parents = new WeakMap<object, object>();
const configs = new WeakMap<object, ResourcesConfig>();

/** `child` (a door over `parent`) stands for `parent`: marks and the config of one are the other's. */
export const derive = <T extends object>(child: T, parent: object): T => {
  parents.set(child, parent);
  return child;
};

/** The handle a door (or a door over a door) was made from. */
export const rootOf = (handle: object): object => {
  let h = handle;
  for (let p = parents.get(h); p; p = parents.get(h)) h = p;
  return h;
};

/** The handle, then each handle it was made from, up to the root (a door, its transaction, the app's handle). */
export const lineageOf = (handle: object): object[] => {
  const out = [handle];
  for (let p = parents.get(handle); p; p = parents.get(p)) out.push(p);
  return out;
};

export const bindConfig = <T extends object>(handle: T, config: ResourcesConfig): T => {
  configs.set(handle, config);
  return handle;
};

/** The config the handle's app works with; undefined for a handle no app opened (a test's, a script's). */
export const configOf = (handle: object): ResourcesConfig | undefined => configs.get(handle) ?? configs.get(rootOf(handle));

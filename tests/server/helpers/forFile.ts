/** A test file's shared fixture: built in its beforeAll, closed in its afterAll. */
import { afterAll, beforeAll } from 'vitest';

/**
 * Call at the top of a test file (or a describe): the answer stands for what `build` makes once
 * beforeAll has run; touching it before then throws, so a test cannot run against nothing.
 */
export const forFile = <T extends { close: () => Promise<void> }>(build: () => Promise<T>): T => {
  let built: T | undefined;
  // A fixture with the demo data takes half a minute on an idle machine and past two at a load of
  // 25 (the machine is shared): a ceiling, not an expectation.
  beforeAll(async () => {
    built = await build();
  }, 300_000);
  afterAll(async () => {
    await built?.close();
  });
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!built) throw new Error('Built in beforeAll: use it inside the tests.');
      return Reflect.get(built, key);
    },
  });
};

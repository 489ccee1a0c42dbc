/**
 * An import followed while it runs (docs/import.md, "Large files"): the call names itself
 * (progressId) and POST /index/import/progress answers, to the same user only, how many rows its
 * chunks have gone through, then the call's own answer once it has finished, so a browser whose
 * answer was lost on the way (a proxy's 504) still gets it. Generated data only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../src/config/importing';
import type { Level } from '../../src/config/types';
import { importChunking } from '../../src/server/import/chunks';
import { startTestServer, type TestServer } from './helpers/actors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('importProgress');
});
afterAll(async () => {
  await server?.close();
});

const post = async (level: Level, path: string, body: unknown) => {
  const res = await server.post(level, path, body, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> } };
};
const progress = async (level: Level, progressId: string) => (await post(level, '/index/import/progress', { progressId })).body.data as unknown as ImportProgress;
const areas = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Progress area ${i + 1}`, code: `PA-${i + 1}` }));

describe('the progress of an import', () => {
  it('counts the rows its chunks went through, then keeps the call’s answer for its user only', async () => {
    importChunking.rows = 2;
    try {
      const id = 'progress-test-0001';
      expect(await progress(5, id)).toEqual({ state: 'unknown', total: 0, done: 0 });
      const call = post(5, '/index/import/commit', { table: 'tomb_area', rows: areas(12), progressId: id });
      const seen: ImportProgress[] = [];
      let answered = false;
      void call.then(() => (answered = true));
      while (!answered) {
        seen.push(await progress(5, id));
        await new Promise((r) => setImmediate(r));
      }
      const res = await call;
      expect(res.body.status).toBe(200);
      // While it ran: the rows of the chunks done so far, never more than the file.
      const running = seen.filter((p) => p.state === 'running');
      expect(running.length).toBeGreaterThan(0);
      expect(running.every((p) => p.total === 12 && p.done >= 0 && p.done <= 12)).toBe(true);
      expect(running.map((p) => p.done)).toEqual([...running.map((p) => p.done)].sort((a, b) => a - b));
      // Finished: the answer the call gave, for a browser that lost it on the way.
      const finished = await progress(5, id);
      expect(finished).toMatchObject({ state: 'finished', total: 12, done: 12, answer: { http: 200, body: res.body } });
      // Another user knows nothing of it.
      expect((await progress(6, id)).state).toBe('unknown');
    } finally {
      importChunking.rows = undefined;
    }
  });

  it('keeps a refused import’s answer too, and refuses a name that is not one', async () => {
    const id = 'progress-test-0002';
    const res = await post(5, '/index/import/commit', { table: 'tomb_area', rows: [{ name: 'No code' }, { name: '', code: 'X' }], progressId: id });
    expect(res.http).toBe(422);
    expect(await progress(5, id)).toMatchObject({ state: 'finished', answer: { http: 422, body: res.body } });
    expect((await post(5, '/index/import/progress', { progressId: 'short' })).http).toBe(400);
    expect((await post(5, '/index/import/commit', { table: 'tomb_area', rows: areas(1), progressId: 'not a name!' })).http).toBe(400);
    expect((await server.post(0, '/index/import/progress', { progressId: id })).statusCode).toBe(401);
  });
});

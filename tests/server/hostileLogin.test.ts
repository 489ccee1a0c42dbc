/**
 * Sign-in does not tell which accounts exist: an unknown mobile and a known one with a wrong
 * password get the same answer, after the same work. The work is compared as CPU time spent
 * by the process (scrypt runs on a hashing worker thread of this process and is counted there), which a busy machine
 * disturbs far less than wall time; medians of interleaved samples, compared loosely: the
 * check is that both paths hash (a skipped hash costs ~1% of one), not a timing race.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/password';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

const SAMPLES = 7;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('login_timing');
  await migrate(database, appConfig);
  app = await buildApp({ database });
  await app.ready();
  const hash = await hashPassword('the-right-password');
  for (let i = 0; i < SAMPLES; i++)
    await database.db.insertInto('user').values({ mobile: `1390000010${i}`, nickname: `u${i}`, level: 1, channel: 'inside', password_hash: hash }).execute();
});

afterAll(async () => {
  await app?.close();
  await closeTestDatabase(database);
});

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One sign-in from its own address (so the per-address limit never answers instead), with its CPU cost in ms. */
const attempt = async (mobile: string, i: number): Promise<{ body: string; status: number; cpuMs: number; wallMs: number }> => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/index/User_Reg/pwd_login',
    headers: { 'content-type': 'application/json' },
    remoteAddress: `198.51.100.${i + 1}`,
    payload: JSON.stringify({ mobile, pwd: 'a-wrong-password', type: 'pc' }),
  });
  const used = process.cpuUsage(cpu);
  return { body: r.body, status: r.statusCode, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - start };
};

it('answers an unknown account and a wrong password alike, after the same hashing work', async () => {
  const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
  const wrong: Awaited<ReturnType<typeof attempt>>[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    unknown.push(await attempt(`1370000990${i}`, 2 * i));
    wrong.push(await attempt(`1390000010${i}`, 2 * i + 1));
  }
  const bodies = new Set([...unknown, ...wrong].map((a) => a.body));
  expect(bodies.size).toBe(1);
  expect(JSON.parse([...bodies][0])).toMatchObject({ status: 0, data: { code: 'login_failed' } });
  expect(new Set([...unknown, ...wrong].map((a) => a.status))).toEqual(new Set([200]));

  const cpuUnknown = median(unknown.map((a) => a.cpuMs));
  const cpuWrong = median(wrong.map((a) => a.cpuMs));
  console.info(
    `sign-in refusal, medians of ${SAMPLES}: unknown account ${cpuUnknown.toFixed(0)} ms CPU / ${median(unknown.map((a) => a.wallMs)).toFixed(0)} ms wall, ` +
      `wrong password ${cpuWrong.toFixed(0)} ms CPU / ${median(wrong.map((a) => a.wallMs)).toFixed(0)} ms wall`,
  );
  expect(cpuUnknown / cpuWrong).toBeGreaterThan(0.5);
  expect(cpuUnknown / cpuWrong).toBeLessThan(2);
}, 180_000); // 14 scrypt hashes: 8 s on an idle machine, over 60 s on a saturated one.

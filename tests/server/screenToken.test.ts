/**
 * The wall screen's display token (docs/visits.md "The data screen", docs/auth.md): made and
 * revoked by administrators, it reads the screen's figures and nothing else, and the week's
 * takings only when the cemetery turns them on. The world's today is 23 November 2026.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './domainSetup';
import { paidOrder } from './termsSetup';
import { addGate, addSlot } from './visitSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('screentoken');
  await addSlot(w, { gate_id: await addGate(w, 'Main gate'), quota: 40, booked: 7 });
  await paidOrder(w, 1, 10);
});
afterAll(async () => {
  await w?.close();
});

interface Answer {
  http: number;
  body: { status: number; msg: string; data: Record<string, unknown> & { code?: string } };
}

const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object): Promise<Answer> => {
  const res = await w.app.inject({ method, url, headers: { 'accept-language': 'en', ...headers }, ...(payload ? { payload } : {}) });
  return { http: res.statusCode, body: res.json() };
};
const screenBy = (token: string) => send('GET', '/index/visit/screen', { 'x-screen-token': token });
const makeToken = async (level: 5 | 6 = 5): Promise<string> => {
  const made = await w.call(level, '/index/admin.setting/screen_token', {});
  expect(made.status).toBe(200);
  return String(made.body.data.token);
};

describe('the display token', () => {
  it('is made by administrators only, shown once and stored as a hash', async () => {
    for (const level of [1, 2, 3, 4] as const) {
      const refused = await w.call(level, '/index/admin.setting/screen_token', {});
      expect([refused.status, refused.body.data.code]).toEqual([403, 'forbidden']);
    }
    expect((await w.call(5, '/index/admin.setting/screen_status', {})).body.data).toEqual({ active: false });
    const token = await makeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await w.database.db.selectFrom('setting').select(['screen_token_hash', 'screen_token_channel']).executeTakeFirstOrThrow();
    expect(row.screen_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.screen_token_hash).not.toContain(token);
    expect(row.screen_token_channel).toBe('inside');
    expect((await w.call(6, '/index/admin.setting/screen_status', {})).body.data).toEqual({ active: true });
    // The generic read of the settings never shows the hash.
    const read = await w.call(1, '/index/query', { table: 'setting', where: [['id', '=', 1]] });
    expect(JSON.stringify(read.body.data)).not.toContain(String(row.screen_token_hash));
  });

  it('reads the screen’s figures, without the week’s takings by default', async () => {
    const token = await makeToken();
    const screen = await screenBy(token);
    expect(screen.http).toBe(200);
    expect(screen.body.data.day).toBe('2026-11-23');
    expect(screen.body.data.totals).toMatchObject({ quota: 40, booked: 7 });
    expect(screen.body.data.week).toBeNull();
    expect(JSON.stringify(screen.body.data)).not.toMatch(/amount|payments/);
    // A manager signed in still sees them.
    const manager = await send('GET', '/index/visit/screen', { 'x-token': w.token(2) });
    expect(manager.body.data.week).toMatchObject({ payments: 1 });
  });

  it('shows the takings when the cemetery turns them on, the same as the manager’s', async () => {
    const token = await makeToken();
    await w.database.db.updateTable('setting').set({ screen_money: true }).where('id', '=', 1).execute();
    try {
      const screen = await screenBy(token);
      const manager = await send('GET', '/index/visit/screen', { 'x-token': w.token(5) });
      expect(screen.http).toBe(200);
      expect(screen.body.data.week).toMatchObject({ since: '2026-11-23', payments: 1 });
      expect(Number((screen.body.data.week as { amount: number }).amount)).toBeGreaterThan(0);
      expect(screen.body.data.week).toEqual(manager.body.data.week);
    } finally {
      await w.database.db.updateTable('setting').set({ screen_money: false }).where('id', '=', 1).execute();
    }
  });

  it('opens no other call, in its own header or as a session', async () => {
    const token = await makeToken();
    // Sent as a session it is an unknown one: "session expired", like any stale token.
    for (const [headers, code] of [[{ 'x-screen-token': token }, 'not_signed_in'], [{ 'x-token': token }, 'session_expired']] as const) {
      const query = await send('POST', '/index/query', headers, { table: 'visit_booking' });
      expect([query.http, query.body.data.code, query.body.data.rows]).toEqual([401, code, undefined]);
      const checkin = await send('POST', '/index/admin.visit_booking/checkin', headers, { code: 'KESK00RQR1', people: 1 });
      expect(checkin.http).toBe(401);
      const status = await send('POST', '/index/admin.setting/screen_status', headers, {});
      expect(status.http).toBe(401);
    }
    // As a session on the screen's own call it is nobody either.
    expect((await send('GET', '/index/visit/screen', { 'x-token': token })).http).toBe(401);
  });

  it('is refused once revoked, or once a new one is made', async () => {
    const old = await makeToken();
    const fresh = await makeToken(6);
    const replaced = await screenBy(old);
    expect([replaced.http, replaced.body.data.code, replaced.body.msg]).toEqual([401, 'screen_token_refused', 'This screen address is not valid or was revoked']);
    expect((await screenBy(fresh)).http).toBe(200);
    expect((await w.call(6, '/index/admin.setting/screen_revoke', {})).body.data).toEqual({ active: false });
    expect((await screenBy(fresh)).http).toBe(401);
    expect((await screenBy('')).http).toBe(401);
    expect((await screenBy('x'.repeat(43))).http).toBe(401);
    expect((await w.call(5, '/index/admin.setting/screen_status', {})).body.data).toEqual({ active: false });
  });
});

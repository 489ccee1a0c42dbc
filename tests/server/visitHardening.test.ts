/**
 * The public booking call hardened (docs/visits.md): a booking code that is already taken is
 * replaced by a new one inside the booking's transaction (a generator that collides every time
 * gets "busy, try again", never a 500, and changes nothing); the abuse limits come from the
 * environment; behind the documented proxy (TRUST_PROXY=1) the address counted is the one the
 * proxy saw, not whatever the client wrote into X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProof } from '../../src/server/messaging/otp';
import { addDays, dayOf } from '../../src/server/clock/clock';
import { SettingsError } from '../../src/server/runtime/settings';
import { CODE_ATTEMPTS, newCode } from '../../src/server/visits/booking';
import { DEFAULT_VISIT_LIMITS, VISIT_LIMIT_ENV, visitLimitsFromEnv } from '../../src/server/visits/limits';
import { buildWorld, type World } from './domainSetup';
import { startTestServer, type TestServer } from './helpers/actors';
import { addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

let w: World;
let gate: number;
beforeAll(async () => {
  w = await buildWorld('visit_hardening');
  gate = await addGate(w, 'North gate');
  await w.setNow(new Date(2026, 10, 23, 8, 0));
});
afterAll(async () => {
  await w?.close();
});

const bookings = async (slotId: unknown) =>
  w.database.db.selectFrom('visit_booking').select(['code', 'people', 'status']).where('slot_id', '=', Number(slotId)).orderBy('id').execute();

describe('booking codes that collide', () => {
  it('a taken code is replaced by a new one in the same transaction: the booking is made, once, with its places', async () => {
    noLimits(w);
    const slot = await addSlot(w, { gate_id: gate, starts: '10:00', ends: '11:00', quota: 10 });
    const first = await pub(w, 'book', { slot_id: slot.id, name: '周一', mobile: mobile(), people: 2 });
    expect(first.http).toBe(200);
    const taken = String(first.body.data.code);
    // The next generator gives the taken code twice, then a fresh one.
    const fresh = newCode();
    const given: string[] = [];
    w.app.visitCode = () => {
      const code = given.length < 2 ? taken : fresh;
      given.push(code);
      return code;
    };
    try {
      const second = await pub(w, 'book', { slot_id: slot.id, name: '周二', mobile: mobile(), people: 3 });
      expect([second.http, second.body.data.code, second.body.data.people]).toEqual([200, fresh, 3]);
    } finally {
      w.app.visitCode = newCode;
    }
    expect(given).toEqual([taken, taken, fresh]);
    expect(await bookings(slot.id)).toEqual([
      { code: taken, people: 2, status: 'booked' },
      { code: fresh, people: 3, status: 'booked' },
    ]);
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(5);
  });

  it('a generator that only ever gives taken codes gets "busy, try again" (503, Retry-After), and nothing changes', async () => {
    noLimits(w);
    const slot = await addSlot(w, { gate_id: gate, starts: '11:00', ends: '12:00', quota: 10 });
    const first = await pub(w, 'book', { slot_id: slot.id, name: '吴一', mobile: mobile(), people: 1 });
    const taken = String(first.body.data.code);
    let tries = 0;
    w.app.visitCode = () => {
      tries += 1;
      return taken;
    };
    let res;
    try {
      const m = mobile();
      res = await w.app.inject({ method: 'POST', url: '/index/visit/book', payload: { slot_id: slot.id, name: '吴二', proof: makeProof(w.app, 'visit', m).proof, people: 4 }, headers: { 'accept-language': 'en' } });
    } finally {
      w.app.visitCode = newCode;
    }
    expect(tries).toBe(CODE_ATTEMPTS);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ status: 503, msg: 'The server is busy, try again in a moment', data: { code: 'database_busy' } });
    expect(await bookings(slot.id)).toEqual([{ code: taken, people: 1, status: 'booked' }]);
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(1);
  });
});

describe('the abuse limits from the environment', () => {
  it('reads each limit from its variable, keeps the defaults for the others, and stops the start on a value it cannot read', () => {
    expect(visitLimitsFromEnv({})).toEqual(DEFAULT_VISIT_LIMITS);
    expect(visitLimitsFromEnv({ VISIT_WRITES_PER_ADDRESS: '500', VISIT_LIMIT_WINDOW_S: '60', VISIT_BOOKINGS_PER_MOBILE_DAY: '1' })).toEqual({
      ...DEFAULT_VISIT_LIMITS,
      writesPerAddress: 500,
      windowMs: 60_000,
      perMobilePerDay: 1,
    });
    for (const name of Object.values(VISIT_LIMIT_ENV)) expect(() => visitLimitsFromEnv({ [name]: 'many' }), name).toThrow(new RegExp(name));
    expect(() => visitLimitsFromEnv({ VISIT_WRITES_PER_MOBILE: '-3' })).toThrow(SettingsError);
  });

  describe('a server started with them, behind one proxy', () => {
    let s: TestServer;
    const day = addDays(dayOf(new Date()), 2);
    const names = ['VISIT_WRITES_PER_ADDRESS', 'VISIT_WRITES_PER_MOBILE', 'VISIT_BOOKINGS_PER_MOBILE_DAY'] as const;
    beforeAll(async () => {
      Object.assign(process.env, { VISIT_WRITES_PER_ADDRESS: '3', VISIT_WRITES_PER_MOBILE: '2', VISIT_BOOKINGS_PER_MOBILE_DAY: '1' });
      try {
        s = await startTestServer('visit_env_limits', { trustProxy: true });
      } finally {
        for (const n of names) delete process.env[n];
      }
    });
    afterAll(async () => {
      await s?.close();
    });
    /** A booking as the proxy passes it on: the client's own X-Forwarded-For (anything it likes), then the address the proxy saw. */
    const viaProxy = async (slotId: number, mobileNo: string, client: string, forged: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/index/visit/book',
        remoteAddress: '127.0.0.1',
        headers: { 'accept-language': 'en', 'x-forwarded-for': `${forged}, ${client}` },
        payload: { slot_id: slotId, name: '冯一', mobile: mobileNo, proof: makeProof(s.app, 'visit', mobileNo).proof, people: 1 },
      });
      return { http: res.statusCode, code: (res.json() as { data: { code?: string } }).data.code };
    };

    it('caps one mobile at its bookings per day and its writes per window', async () => {
      expect(s.app.visitLimits).toMatchObject({ writesPerAddress: 3, writesPerMobile: 2, perMobilePerDay: 1 });
      const g = Number((await s.database.db.insertInto('visit_gate').values({ name: 'Gate', sort: 0 }).returning('id').executeTakeFirstOrThrow()).id);
      const slot = Number(
        (await s.database.db.insertInto('visit_slot').values({ day, gate_id: g, starts: '09:00', ends: '10:00', quota: 100, booked: 0, checked_in: 0, closed: false }).returning('id').executeTakeFirstOrThrow()).id,
      );
      const m = mobile();
      expect((await viaProxy(slot, m, '198.51.100.1', '10.0.0.1')).http).toBe(200);
      // The second booking of the day for that mobile: over VISIT_BOOKINGS_PER_MOBILE_DAY=1.
      expect(await viaProxy(slot, m, '198.51.100.2', '10.0.0.2')).toEqual({ http: 409, code: 'visit_mobile_cap' });
      // The third write of that mobile in the window: over VISIT_WRITES_PER_MOBILE=2.
      expect(await viaProxy(slot, m, '198.51.100.3', '10.0.0.3')).toEqual({ http: 429, code: 'visit_too_many_requests' });
    });

    it('counts the address the proxy saw: a forged X-Forwarded-For changes nothing, another family is counted apart', async () => {
      const slot = Number((await s.database.db.selectFrom('visit_slot').select('id').where('day', '=', day).executeTakeFirstOrThrow()).id);
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await viaProxy(slot, mobile(), '203.0.113.50', `10.9.9.${i}`)).http);
      // VISIT_WRITES_PER_ADDRESS=3: the fourth write from 203.0.113.50 waits, whatever it wrote itself.
      expect(answers).toEqual([200, 200, 200, 429]);
      expect((await viaProxy(slot, mobile(), '203.0.113.51', '10.9.9.0')).http).toBe(200);
    });
  });
});

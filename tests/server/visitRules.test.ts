/**
 * Visit reservations: slot templates, changes and cancellations returning places, the mobile's
 * daily cap, check-in rules (wrong day, slot, gate; partial; concurrent gate phones), the
 * public calls' rate limits, and that the public calls reveal nothing but remaining places and
 * the caller's own booking.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VISIT_LIMITS } from '../../src/server/visits/limits';
import { buildWorld, type World } from './domainSetup';
import { addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

let w: World;
let gate: number;
let other: number;
beforeAll(async () => {
  w = await buildWorld('visit_rules');
  gate = await addGate(w, 'East gate', 1);
  other = await addGate(w, 'West gate', 2);
});
afterAll(async () => {
  await w?.close();
});
beforeEach(async () => {
  noLimits(w);
  // 23 November 2026, 10:00 local (the world's day).
  await w.setNow(new Date(2026, 10, 23, 10, 0));
});

const staff = async (level: 1 | 2 | 3 | 4 | 5 | 6, path: string, body: unknown) => {
  const res = await w.call(level, path, body);
  return { http: res.status, status: res.body.status, msg: res.body.msg, data: res.body.data as Record<string, unknown> };
};
const booked = async (slotId: unknown): Promise<number> => Number((await w.row('visit_slot', Number(slotId))).booked);

describe('slot templates', () => {
  it('makes one-hour slots per gate for each open day of the range, in one action', async () => {
    const res = await staff(2, '/index/admin.visit_slot/apply_template', {
      from: '2027-04-01', to: '2027-04-07', open: '08:00', close: '17:00', quota: 1000, gate_ids: [gate, other], closed_weekdays: [0], closed_days: ['2027-04-02'],
    });
    expect(res.data).toEqual({ created: 2 * 5 * 9, updated: 0, closed: 0 });
    const slots = await w.database.db.selectFrom('visit_slot').selectAll().where('day', '>=', '2027-04-01').where('day', '<=', '2027-04-07').orderBy('day').orderBy('starts').execute();
    const days = [...new Set(slots.map((s) => s.day))];
    // 4 April 2027 is a Sunday; the 2nd is closed by name.
    expect(days).toEqual(['2027-04-01', '2027-04-03', '2027-04-05', '2027-04-06', '2027-04-07']);
    expect(slots.filter((s) => s.day === '2027-04-01' && s.gate_id === gate).map((s) => `${s.starts}-${s.ends}`)).toEqual([
      '08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00', '15:00-16:00', '16:00-17:00',
    ]);
    expect(slots.every((s) => Number(s.quota) === 1000 && !s.closed)).toBe(true);
  });

  it('applied again: keeps existing slots and their bookings, never sets a quota under what is booked, closes days now closed', async () => {
    const slot = await w.database.db.selectFrom('visit_slot').selectAll().where('day', '=', '2027-04-01').where('gate_id', '=', gate).where('starts', '=', '09:00').executeTakeFirstOrThrow();
    await w.database.db.updateTable('visit_slot').set({ booked: 600 }).where('id', '=', slot.id).execute();
    const res = await staff(5, '/index/admin.visit_slot/apply_template', {
      from: '2027-04-01', to: '2027-04-07', open: '08:00', close: '17:00', quota: 500, gate_ids: [gate], closed_weekdays: [0, 3],
    });
    // 2 April is open now (its 9 slots are new); the 1st, 3rd, 5th and 6th are updated; 7 April (a Wednesday) is closed.
    expect(res.data).toEqual({ created: 9, updated: 36, closed: 9 });
    expect(Number((await w.row('visit_slot', Number(slot.id))).quota)).toBe(600);
    const closed = await w.database.db.selectFrom('visit_slot').select('closed').where('day', '=', '2027-04-07').where('gate_id', '=', gate).execute();
    expect(closed.every((s) => s.closed)).toBe(true);
  });

  it('is for managers only, and refuses hours shorter than a slot', async () => {
    const body = { from: '2027-05-01', to: '2027-05-02', open: '08:00', close: '17:00', quota: 10, gate_ids: [gate] };
    expect((await staff(1, '/index/admin.visit_slot/apply_template', body)).http).toBe(403);
    expect((await staff(3, '/index/admin.visit_slot/apply_template', body)).http).toBe(403);
    const short = await staff(4, '/index/admin.visit_slot/apply_template', { ...body, open: '08:00', close: '08:30' });
    expect([short.http, short.data.code]).toEqual([422, 'visit_template_hours']);
  });

  it('an edit cannot set a quota under what is booked', async () => {
    const slot = await addSlot(w, { gate_id: gate, day: '2026-11-24', quota: 10, booked: 8 });
    const res = await staff(2, '/index/admin.visit_slot/update', { id: slot.id, version: slot.version, quota: 5 });
    expect([res.http, res.data.code, res.msg]).toEqual([409, 'visit_quota_below_booked', 'The quota cannot be below the 8 people already booked']);
    const del = await staff(5, '/index/admin.visit_slot/table_delete', { ids: [slot.id] });
    expect(del.data.code).toBe('visit_slot_has_bookings');
  });
});

describe('bookings, changes and cancellations', () => {
  it('a cancellation returns its places; a change moves them', async () => {
    const a = await addSlot(w, { gate_id: gate, day: '2026-11-24', starts: '09:00', ends: '10:00', quota: 5 });
    const b = await addSlot(w, { gate_id: gate, day: '2026-11-24', starts: '10:00', ends: '11:00', quota: 5 });
    const m = mobile();
    const first = await pub(w, 'book', { slot_id: a.id, name: '王五', mobile: m, people: 4 });
    expect(first.body.status).toBe(200);
    const code = String(first.body.data.code);
    expect(await booked(a.id)).toBe(4);
    // Two more do not fit.
    expect((await pub(w, 'book', { slot_id: a.id, name: '赵六', mobile: mobile(), people: 2 })).body.data.code).toBe('visit_full');
    // Down to 2 people: 2 places come back.
    expect((await pub(w, 'change', { code, mobile: m, slot_id: a.id, people: 2 })).body.data.people).toBe(2);
    expect(await booked(a.id)).toBe(2);
    // Moved to the next slot with 3 people.
    const moved = await pub(w, 'change', { code, mobile: m, slot_id: b.id, people: 3 });
    expect([moved.body.data.starts, moved.body.data.people]).toEqual(['10:00', 3]);
    expect([await booked(a.id), await booked(b.id)]).toEqual([0, 3]);
    // A change that does not fit changes nothing.
    await pub(w, 'book', { slot_id: a.id, name: '赵六', mobile: mobile(), people: 5 });
    expect((await pub(w, 'change', { code, mobile: m, slot_id: a.id, people: 1 })).body.data.code).toBe('visit_full');
    expect([await booked(a.id), await booked(b.id)]).toEqual([5, 3]);
    // Cancelled: the 3 places are free again, and a cancelled booking cannot be cancelled twice.
    const cancelled = await pub(w, 'cancel', { code, mobile: m });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await booked(b.id)).toBe(0);
    expect((await pub(w, 'cancel', { code, mobile: m })).body.data.code).toBe('visit_cancelled');
    expect(await booked(b.id)).toBe(0);
  });

  it('refuses a closed slot, a past slot, a party over 10, and more than 3 bookings of one mobile a day', async () => {
    const closed = await addSlot(w, { gate_id: gate, day: '2026-11-24', starts: '12:00', ends: '13:00', closed: true });
    const past = await addSlot(w, { gate_id: gate, day: '2026-11-23', starts: '08:00', ends: '09:00' });
    const open = await addSlot(w, { gate_id: gate, day: '2026-11-25', starts: '12:00', ends: '13:00' });
    expect((await pub(w, 'book', { slot_id: closed.id, name: '甲', mobile: mobile(), people: 1 })).body.data.code).toBe('visit_slot_closed');
    expect((await pub(w, 'book', { slot_id: past.id, name: '甲', mobile: mobile(), people: 1 })).body.data.code).toBe('visit_past');
    const big = await pub(w, 'book', { slot_id: open.id, name: '甲', mobile: mobile(), people: 11 });
    expect([big.http, big.body.data.fields?.people]).toEqual([422, 'Must be at most 10']);
    const m = mobile();
    for (let i = 0; i < 3; i++) expect((await pub(w, 'book', { slot_id: open.id, name: '甲', mobile: m, people: 1 })).body.status).toBe(200);
    const fourth = await pub(w, 'book', { slot_id: open.id, name: '甲', mobile: m, people: 1 });
    expect([fourth.body.data.code, fourth.body.msg]).toEqual(['visit_mobile_cap', 'One mobile may hold at most 3 bookings per day']);
    expect(await booked(open.id)).toBe(3);
  });
});

describe('gate check-in', () => {
  it('lets the party in, in parts, never more than booked; refuses a wrong day, slot or gate with the reason', async () => {
    const now = await addSlot(w, { gate_id: gate, day: '2026-11-23', starts: '10:00', ends: '11:00' });
    const later = await addSlot(w, { gate_id: gate, day: '2026-11-23', starts: '15:00', ends: '16:00' });
    const tomorrow = await addSlot(w, { gate_id: gate, day: '2026-11-24', starts: '10:00', ends: '11:00' });
    const bookOn = async (slot: unknown, people: number) => String((await pub(w, 'book', { slot_id: slot, name: '孙七', mobile: mobile(), people })).body.data.code);
    const code = await bookOn(now.id, 4);
    const look = await staff(1, '/index/admin.visit_booking/gate_lookup', { code });
    expect([look.data.name, look.data.people, look.data.checked_in, look.data.refusal]).toEqual(['孙七', 4, 0, null]);
    expect(look.data).not.toHaveProperty('mobile');
    expect((await staff(3, '/index/admin.visit_booking/checkin', { code, people: 3, gate_id: gate })).data.checked_in).toBe(3);
    const over = await staff(1, '/index/admin.visit_booking/checkin', { code, people: 2 });
    expect([over.http, over.data.code, over.msg]).toEqual([409, 'visit_party_exceeded', 'At most 1 more people may enter']);
    expect((await staff(1, '/index/admin.visit_booking/checkin', { code, people: 1 })).data.checked_in).toBe(4);
    expect((await staff(1, '/index/admin.visit_booking/checkin', { code, people: 1 })).data.code).toBe('visit_all_in');
    expect(Number((await w.row('visit_slot', Number(now.id))).checked_in)).toBe(4);

    const early = await staff(1, '/index/admin.visit_booking/checkin', { code: await bookOn(later.id, 1), people: 1 });
    expect([early.data.code, early.msg]).toEqual(['visit_too_early', 'The booking is for 15:00–16:00: too early to enter']);
    const wrongDay = await staff(1, '/index/admin.visit_booking/checkin', { code: await bookOn(tomorrow.id, 1), people: 1 });
    expect([wrongDay.data.code, wrongDay.msg]).toEqual(['visit_wrong_day', 'The booking is for 24 Nov 2026, not today']);
    const wrongGate = await staff(1, '/index/admin.visit_booking/checkin', { code: await bookOn(now.id, 1), people: 1, gate_id: other });
    expect([wrongGate.data.code, wrongGate.msg]).toEqual(['visit_wrong_gate', 'This booking enters by East gate']);
    const lateCode = await bookOn(now.id, 1);
    await w.setNow(new Date(2026, 10, 23, 11, 45));
    const late = await staff(1, '/index/admin.visit_booking/checkin', { code: lateCode, people: 1 });
    expect([late.data.code, late.msg]).toEqual(['visit_too_late', 'The booking was for 10:00–11:00: that slot is over']);
    const nobody = await staff(1, '/index/admin.visit_booking/gate_lookup', { code: 'ZZZZZZZZZZ' });
    expect([nobody.http, nobody.data.code]).toEqual([404, 'visit_not_found']);
    expect((await w.app.inject({ method: 'POST', url: '/index/admin.visit_booking/checkin', payload: { code, people: 1 } })).statusCode).toBe(401);
  });

  it('several gate phones at once never let in more than the party', async () => {
    const slot = await addSlot(w, { gate_id: gate, day: '2026-11-23', starts: '10:00', ends: '11:00' });
    const code = String((await pub(w, 'book', { slot_id: slot.id, name: '周八', mobile: mobile(), people: 5 })).body.data.code);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => staff(i % 2 === 0 ? 1 : 3, '/index/admin.visit_booking/checkin', { code, people: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const b = await w.database.db.selectFrom('visit_booking').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(Number(b.checked_in)).toBe(5);
    const entries = await w.database.db.selectFrom('visit_checkin').select((eb) => eb.fn.sum<number>('people').as('n')).where('booking_id', '=', b.id).executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(5);
  });
});

describe('the public surface', () => {
  it('reveals only remaining places, and only the caller’s own booking by code and mobile', async () => {
    const slot = await addSlot(w, { gate_id: gate, day: '2026-11-26', starts: '09:00', ends: '10:00', quota: 30 });
    const m = mobile();
    const mine = await pub(w, 'book', { slot_id: slot.id, name: '吴九', mobile: m, people: 2 });
    expect(Object.keys(mine.body.data).sort()).toEqual(['checked_in', 'code', 'day', 'deceased', 'ends', 'gate', 'name', 'people', 'shuttle', 'slot_id', 'starts', 'status']);
    expect(JSON.stringify(mine.body)).not.toContain(m);
    const slots = await pub(w, 'slots', {});
    const day = (slots.body.data.days as { day: string; slots: Record<string, unknown>[] }[]).find((d) => d.day === '2026-11-26');
    const s = day?.slots.find((x) => x.id === slot.id);
    expect(s).toEqual({ id: slot.id, gate: 'East gate', starts: '09:00', ends: '10:00', left: 28 });
    // The body of the slots answer names no person.
    expect(JSON.stringify(slots.body)).not.toContain('吴九');
    const code = String(mine.body.data.code);
    expect((await pub(w, 'find', { code, mobile: m })).body.data.name).toBe('吴九');
    // A wrong mobile and an unknown code get the same answer: nothing tells which part was wrong.
    const wrongMobile = await pub(w, 'find', { code, mobile: mobile() });
    const wrongCode = await pub(w, 'find', { code: 'ABCDEFGHJK', mobile: m });
    expect([wrongMobile.http, wrongMobile.body]).toEqual([404, wrongCode.body]);
    expect((await pub(w, 'cancel', { code, mobile: mobile() })).body.data.code).toBe('visit_not_found');
    expect(await booked(slot.id)).toBe(2);
    // Unknown keys and big bodies are refused.
    expect((await pub(w, 'book', { slot_id: slot.id, name: '吴九', mobile: m, people: 1, status: 'cancelled' })).http).toBe(400);
    expect((await pub(w, 'book', { slot_id: slot.id, name: 'x'.repeat(5000), mobile: m, people: 1 })).http).toBe(413);
  });

  it('the deceased search finds only those the cemetery marks findable, by name and place only', async () => {
    const db = w.database.db;
    const plot = w.plots.single[0];
    await db.insertInto('member').values({ name: '钱老先生', applicant_name: '钱一', applicant_phone: '13800001111', channel: 'inside', burialslot_id: plot, visit_public: true }).execute();
    await db.insertInto('member').values({ name: '钱老太太', applicant_name: '钱二', applicant_phone: '13800002222', channel: 'inside', burialslot_id: plot }).execute();
    const res = await pub(w, 'deceased', { name: '钱老' });
    expect(res.body.data).toEqual([{ id: expect.any(Number), name: '钱老先生', place: 'North N1-1-01' }]);
    expect(JSON.stringify(res.body)).not.toContain('13800001111');
    // Booking for a deceased not marked findable is refused like an unknown one.
    const hidden = await db.selectFrom('member').select('id').where('name', '=', '钱老太太').executeTakeFirstOrThrow();
    const slot = await addSlot(w, { gate_id: gate, day: '2026-11-26', starts: '11:00', ends: '12:00' });
    expect((await pub(w, 'book', { slot_id: slot.id, name: '钱一', mobile: mobile(), people: 1, member_id: hidden.id })).http).toBe(422);
  });

  it('rate limits: per address, per mobile, and after wrong codes the address waits', async () => {
    Object.assign(w.app.visitLimits, DEFAULT_VISIT_LIMITS);
    const slot = await addSlot(w, { gate_id: gate, day: '2026-11-27', starts: '09:00', ends: '10:00', quota: 1000 });
    // One mobile from many addresses: the 11th write within the window is refused.
    const m = mobile();
    const perMobile = [];
    for (let i = 0; i < 11; i++) perMobile.push(await pub(w, 'cancel', { code: 'ABCDEFGHJK', mobile: m }, `192.0.2.${i + 1}`));
    expect(perMobile.slice(0, 10).map((r) => r.http)).toEqual(Array(10).fill(404));
    expect([perMobile[10].http, perMobile[10].body.data.code]).toEqual([429, 'visit_too_many_requests']);
    // One address, many mobiles: 30 writes, then refused.
    const perAddress = [];
    for (let i = 0; i < 31; i++) perAddress.push(await pub(w, 'book', { slot_id: slot.id, name: '郑十', mobile: mobile(), people: 1 }, '198.18.0.1'));
    expect(perAddress.filter((r) => r.body.status === 200)).toHaveLength(30);
    expect(perAddress[30].http).toBe(429);
    // Ten wrong code-and-mobile lookups, then even a right one waits.
    const own = perAddress[0].body.data.code;
    for (let i = 0; i < 10; i++) expect((await pub(w, 'find', { code: 'ABCDEFGHJK', mobile: mobile() }, '198.18.0.2')).http).toBe(404);
    expect((await pub(w, 'find', { code: own, mobile: m }, '198.18.0.2')).http).toBe(429);
  });
});

/**
 * Shuttles (docs/visits.md "Shuttles"): seats go with a booking (never more than the party, on a
 * departure of the booking's day), come back when it is cancelled, move when it changes, and are
 * never oversold; departures take their seats from the vehicle; the public sees only seats left;
 * a driver sees today's manifest (initial and masked mobile) and ticks who boarded.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './domainSetup';
import { addDeparture, addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

let w: World;
let gate: number;
beforeAll(async () => {
  w = await buildWorld('visit_shuttles');
  gate = await addGate(w, 'Shuttle gate');
});
afterAll(async () => {
  await w?.close();
});
beforeEach(async () => {
  noLimits(w);
  await w.setNow(new Date(2026, 10, 23, 9, 0));
});

const seatsBooked = async (id: unknown): Promise<number> => Number((await w.row('visit_departure', Number(id))).booked);
const staff = async (level: 1 | 2 | 3 | 4 | 5 | 6, path: string, body: unknown) => {
  const res = await w.call(level, path, body);
  return { http: res.status, msg: res.body.msg, data: res.body.data as Record<string, unknown> };
};

describe('shuttle seats with a booking', () => {
  it('books seats, refuses more seats than the party or a departure of another day, and tells what is left', async () => {
    const slot = await addSlot(w, { gate_id: gate, starts: '11:00', ends: '12:00', quota: 50 });
    const dep = await addDeparture(w, { seats: 12, departs: '10:30' });
    const other = await addDeparture(w, { seats: 12, day: '2026-11-24' });
    const over = await pub(w, 'book', { slot_id: slot.id, name: '赵一', mobile: mobile(), people: 2, departure_id: dep.id, seats: 3 });
    expect([over.http, over.body.data.code, over.body.msg]).toEqual([422, 'visit_seats_over_party', 'Shuttle seats cannot be more than the party (2)']);
    const wrongDay = await pub(w, 'book', { slot_id: slot.id, name: '赵一', mobile: mobile(), people: 2, departure_id: other.id, seats: 2 });
    expect(wrongDay.body.data.code).toBe('visit_departure_day');
    // Nothing was written by the refusals.
    expect([await seatsBooked(dep.id), await seatsBooked(other.id), Number((await w.row('visit_slot', Number(slot.id))).booked)]).toEqual([0, 0, 0]);
    const ok = await pub(w, 'book', { slot_id: slot.id, name: '赵一', mobile: mobile(), people: 3, departure_id: dep.id, seats: 2 });
    expect(ok.body.data.shuttle).toEqual({ departure_id: dep.id, departs: '10:30', route: expect.stringMatching(/^Route Bus/), seats: 2 });
    expect(await seatsBooked(dep.id)).toBe(2);
    const slots = await pub(w, 'slots', {});
    const day = (slots.body.data.days as { day: string; shuttles: Record<string, unknown>[] }[]).find((d) => d.day === '2026-11-23');
    expect(day?.shuttles.find((s) => s.id === dep.id)).toEqual({ id: dep.id, departs: '10:30', route: expect.any(String), stops: 'Metro — Main gate', left: 10 });
    // A departure that has left is neither offered nor bookable.
    await w.setNow(new Date(2026, 10, 23, 10, 31));
    const later = await pub(w, 'slots', {});
    const today = (later.body.data.days as { day: string; shuttles: { id: number }[] }[]).find((d) => d.day === '2026-11-23');
    expect(today?.shuttles.some((s) => s.id === dep.id)).toBe(false);
    const gone = await pub(w, 'book', { slot_id: slot.id, name: '赵一', mobile: mobile(), people: 1, departure_id: dep.id, seats: 1 });
    expect(gone.body.data.code).toBe('visit_departure_closed');
  });

  it('the gate sees a party’s shuttle seats (departure, route, seats) on lookup and after check-in; a party without seats shows none', async () => {
    const slot = await addSlot(w, { gate_id: gate, starts: '09:00', ends: '12:00', quota: 50 });
    const dep = await addDeparture(w, { seats: 12, departs: '09:30' });
    const withSeats = await pub(w, 'book', { slot_id: slot.id, name: '周五', mobile: mobile(), people: 3, departure_id: dep.id, seats: 2 });
    const without = await pub(w, 'book', { slot_id: slot.id, name: '吴六', mobile: mobile(), people: 1 });
    const look = await staff(1, '/index/admin.visit_booking/gate_lookup', { code: withSeats.body.data.code });
    expect(look.data.shuttle).toEqual({ departure_id: dep.id, departs: '09:30', route: expect.stringMatching(/^Route Bus/), seats: 2 });
    const checked = await staff(1, '/index/admin.visit_booking/checkin', { code: withSeats.body.data.code, people: 3 });
    expect(checked.data.shuttle).toEqual(look.data.shuttle);
    expect((await staff(1, '/index/admin.visit_booking/gate_lookup', { code: without.body.data.code })).data.shuttle).toBeNull();
  });

  it('a full departure refuses the booking whole: no places taken, no booking written', async () => {
    const slot = await addSlot(w, { gate_id: gate, starts: '13:00', ends: '14:00', quota: 50 });
    const dep = await addDeparture(w, { seats: 3, departs: '12:30' });
    expect((await pub(w, 'book', { slot_id: slot.id, name: '钱二', mobile: mobile(), people: 2, departure_id: dep.id, seats: 2 })).http).toBe(200);
    const full = await pub(w, 'book', { slot_id: slot.id, name: '孙三', mobile: mobile(), people: 2, departure_id: dep.id, seats: 2 });
    expect([full.http, full.body.data.code]).toEqual([409, 'visit_seats_full']);
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(2);
    expect(await seatsBooked(dep.id)).toBe(2);
    expect((await w.database.db.selectFrom('visit_booking').select('id').where('slot_id', '=', Number(slot.id)).execute()).length).toBe(1);
  });

  it('a cancellation returns the seats; a change moves them, keeps them when not named, and drops them with null', async () => {
    const slot = await addSlot(w, { gate_id: gate, starts: '15:00', ends: '16:00', quota: 50 });
    const tomorrow = await addSlot(w, { gate_id: gate, day: '2026-11-24', starts: '15:00', ends: '16:00', quota: 50 });
    const a = await addDeparture(w, { seats: 10, departs: '14:00' });
    const b = await addDeparture(w, { seats: 10, departs: '14:30' });
    const c = await addDeparture(w, { seats: 10, day: '2026-11-24', departs: '14:30' });
    const m = mobile();
    const booking = await pub(w, 'book', { slot_id: slot.id, name: '李四', mobile: m, people: 4, departure_id: a.id, seats: 4 });
    const code = String(booking.body.data.code);
    // Fewer people than seats: refused, nothing moves.
    expect((await pub(w, 'change', { code, mobile: m, slot_id: slot.id, people: 3 })).body.data.code).toBe('visit_seats_over_party');
    // Another departure of the day, fewer seats.
    const moved = await pub(w, 'change', { code, mobile: m, slot_id: slot.id, people: 4, departure_id: b.id, seats: 3 });
    expect(moved.body.data.shuttle).toMatchObject({ departure_id: b.id, seats: 3 });
    expect([await seatsBooked(a.id), await seatsBooked(b.id)]).toEqual([0, 3]);
    // Another day keeps today's shuttle only if asked: it must be a departure of the new day.
    expect((await pub(w, 'change', { code, mobile: m, slot_id: tomorrow.id, people: 4 })).body.data.code).toBe('visit_departure_day');
    expect((await pub(w, 'change', { code, mobile: m, slot_id: tomorrow.id, people: 4, departure_id: c.id, seats: 4 })).http).toBe(200);
    expect([await seatsBooked(b.id), await seatsBooked(c.id)]).toEqual([0, 4]);
    // Only the party size changes: the seats stay.
    expect((await pub(w, 'change', { code, mobile: m, slot_id: tomorrow.id, people: 5 })).body.data.shuttle).toMatchObject({ departure_id: c.id, seats: 4 });
    const none = await pub(w, 'change', { code, mobile: m, slot_id: tomorrow.id, people: 5, departure_id: null });
    expect([none.body.data.shuttle, await seatsBooked(c.id)]).toEqual([null, 0]);
    await pub(w, 'change', { code, mobile: m, slot_id: tomorrow.id, people: 5, departure_id: c.id, seats: 5 });
    expect(await seatsBooked(c.id)).toBe(5);
    const cancelled = await pub(w, 'cancel', { code, mobile: m });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await seatsBooked(c.id)).toBe(0);
  });
});

describe('departures and vehicles', () => {
  it('a departure takes the vehicle’s seats; seats never go under what is booked; one with seats cannot be deleted', async () => {
    const v = await w.create(2, 'visit_vehicle', { name: '1号车', plate: '粤A00001', seats: 20 });
    const small = await w.create(2, 'visit_vehicle', { name: '2号车', seats: 2 });
    const r = await w.create(2, 'visit_route', { name: '地铁线', stops: '地铁站 — 正门' });
    // A departure needs visit slots on its day: on a day without any it is refused on the day field, changing nothing.
    const noSlots = await staff(4, '/index/admin.visit_departure/create', { day: '2026-12-09', departs: '16:00', route_id: r.id, vehicle_id: v.id });
    expect([noSlots.http, noSlots.data.code, noSlots.msg, (noSlots.data.fields as Record<string, unknown>).day]).toEqual([
      422,
      'visit_departure_no_slots',
      'There are no visit slots on this day: open the day’s slots first',
      'There are no visit slots on this day: open the day’s slots first',
    ]);
    expect(await w.database.db.selectFrom('visit_departure').select('id').where('day', '=', '2026-12-09').execute()).toEqual([]);
    const slot = await addSlot(w, { gate_id: gate, starts: '16:00', ends: '17:00', quota: 50 });
    const dep = await w.create(4, 'visit_departure', { day: '2026-11-23', departs: '16:00', route_id: r.id, vehicle_id: v.id });
    expect([Number(dep.seats), Number(dep.booked)]).toEqual([20, 0]);
    // Nor can it be moved to such a day (before any seat is booked).
    const moved = await staff(4, '/index/admin.visit_departure/update', { id: dep.id, version: dep.version, day: '2026-12-09' });
    expect([moved.http, moved.data.code]).toEqual([422, 'visit_departure_no_slots']);
    await pub(w, 'book', { slot_id: slot.id, name: '周五', mobile: mobile(), people: 3, departure_id: dep.id, seats: 3 });
    const toSmall = await staff(2, '/index/admin.visit_departure/update', { id: dep.id, version: (await w.row('visit_departure', Number(dep.id))).version, vehicle_id: small.id });
    expect([toSmall.http, toSmall.data.code, toSmall.msg]).toEqual([409, 'visit_seats_below_booked', 'Seats cannot be fewer than the 3 already booked']);
    const vSmaller = await staff(5, '/index/admin.visit_vehicle/update', { id: v.id, version: v.version, seats: 2 });
    expect(vSmaller.data.code).toBe('visit_seats_below_booked');
    await w.update(5, 'visit_vehicle', Number(v.id), { seats: 30 }, Number(v.version));
    expect(Number((await w.row('visit_departure', Number(dep.id))).seats)).toBe(30);
    expect((await staff(2, '/index/admin.visit_departure/table_delete', { ids: [dep.id] })).data.code).toBe('visit_departure_has_seats');
    // Seats are the vehicle's: the form cannot set them.
    await staff(2, '/index/admin.visit_departure/update', { id: dep.id, version: (await w.row('visit_departure', Number(dep.id))).version, seats: 99 });
    expect(Number((await w.row('visit_departure', Number(dep.id))).seats)).toBe(30);
  });
});

describe('the driver’s manifest', () => {
  it('shows the driver’s departure today with initials and masked mobiles; ticks boarding; the count follows', async () => {
    const driver = w.actor(1).userId;
    const slot = await addSlot(w, { gate_id: gate, starts: '18:00', ends: '19:00', quota: 50 });
    await w.database.db.updateTable('visit_departure').set({ day: '2026-11-20' }).where('booked', '=', 0).execute();
    const dep = await addDeparture(w, { seats: 8, departs: '17:30', driver_id: driver });
    const one = await pub(w, 'book', { slot_id: slot.id, name: '欧阳娜娜', mobile: '13812345678', people: 3, departure_id: dep.id, seats: 3 });
    await pub(w, 'book', { slot_id: slot.id, name: 'Ann Lee', mobile: mobile(), people: 2, departure_id: dep.id, seats: 1 });
    await pub(w, 'book', { slot_id: slot.id, name: 'No shuttle', mobile: mobile(), people: 2 });
    const res = await staff(1, '/index/admin.visit_departure/manifest', {});
    const manifest = res.data as { departure_id: number; departures: { id: number; mine: boolean; booked: number; seats: number }[]; rows: { code: string; name: string; mobile: string; seats: number; boarded: boolean }[] };
    expect(manifest.departure_id).toBe(dep.id);
    expect(manifest.departures.find((d) => d.id === dep.id)).toMatchObject({ mine: true, booked: 4, seats: 8 });
    expect(manifest.rows.map((r) => [r.name, r.seats]).sort()).toEqual([['A**', 1], ['欧**', 3]]);
    expect(manifest.rows.find((r) => r.seats === 3)?.mobile).toBe('138****5678');
    expect(JSON.stringify(res.data)).not.toContain('13812345678');
    const code = String(one.body.data.code);
    const ticked = await staff(1, '/index/admin.visit_departure/board', { departure_id: dep.id, code, boarded: true });
    expect((ticked.data as typeof manifest).rows.find((r) => r.code === code)?.boarded).toBe(true);
    expect(Number((await w.row('visit_departure', Number(dep.id))).boarded)).toBe(3);
    // Twice is once; untick gives the count back.
    await staff(3, '/index/admin.visit_departure/board', { departure_id: dep.id, code, boarded: true });
    expect(Number((await w.row('visit_departure', Number(dep.id))).boarded)).toBe(3);
    await staff(3, '/index/admin.visit_departure/board', { departure_id: dep.id, code, boarded: false });
    expect(Number((await w.row('visit_departure', Number(dep.id))).boarded)).toBe(0);
    // A booking of another departure is refused; another level picks the departure by hand.
    const other = await addDeparture(w, { seats: 8, departs: '17:45' });
    expect((await staff(1, '/index/admin.visit_departure/board', { departure_id: other.id, code, boarded: true })).data.code).toBe('visit_not_on_departure');
    const chosen = await staff(2, '/index/admin.visit_departure/manifest', {});
    expect(chosen.data.departure_id).toBe(null);
    expect((await staff(2, '/index/admin.visit_departure/manifest', { departure_id: dep.id })).data.rows).toHaveLength(2);
    // The data screen shows the load.
    const screen = await w.app.inject({ method: 'GET', url: '/index/visit/screen', headers: { 'x-token': w.token(2) } });
    expect(screen.json().data.shuttles.find((s: { departs: string }) => s.departs === '17:30')).toMatchObject({ seats: 8, booked: 4, boarded: 0 });
  });
});

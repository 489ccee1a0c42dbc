/**
 * The visit tests' helpers on the domain world (tests/server/domainSetup.ts): gates and slots
 * written straight to the database, and the public calls (no session) over the app, from an
 * address of the test's choosing.
 */
import type { World } from './domainSetup';
import { isMobile, normaliseMobile } from '../../src/rules/visits';
import type { Row } from '../../src/server/hooks/registry';
import { makeProof } from '../../src/server/messaging/otp';

export interface PublicAnswer {
  http: number;
  body: { status: number; msg: string; data: Record<string, unknown> & { code?: string; fields?: Record<string, string> } };
}

/** The calls that need the proof of a verified mobile (docs/visits.md "Verifying the mobile"). */
const PROVEN = ['book', 'change', 'cancel'];

/**
 * A public call, as a browser without a session makes it, from `ip`. A booking, change or
 * cancellation with a valid `mobile` and no `proof` gets the proof that mobile's family would
 * hold after typing its code (the tests of the verification itself call `raw`).
 */
export const pub = async (w: World, path: string, body: unknown, ip = '203.0.113.1'): Promise<PublicAnswer> => {
  const b = body as Record<string, unknown>;
  const proven = PROVEN.includes(path) && b && typeof b.mobile === 'string' && isMobile(b.mobile) && b.proof === undefined;
  return raw(w, path, proven ? { ...b, proof: makeProof(w.app, 'visit', normaliseMobile(b.mobile as string)).proof } : body, ip);
};

/** A public call exactly as given. */
export const raw = async (w: World, path: string, body: unknown, ip = '203.0.113.1'): Promise<PublicAnswer> => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/visit/${path}`,
    payload: body as object,
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });
  return { http: res.statusCode, body: res.json() };
};

export const addGate = async (w: World, name: string, sort = 0): Promise<number> =>
  Number((await w.database.db.insertInto('visit_gate').values({ name, sort }).returning('id').executeTakeFirstOrThrow()).id);

export const addSlot = async (w: World, values: Row): Promise<Row> =>
  (await w.database.db
    .insertInto('visit_slot')
    .values({ day: '2026-11-23', starts: '10:00', ends: '11:00', quota: 100, booked: 0, checked_in: 0, closed: false, ...values })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;

let mobileNo = 0;
/** A fresh mainland mobile number per call. */
export const mobile = (): string => {
  mobileNo += 1;
  return `139${String(mobileNo).padStart(8, '0')}`;
};

/** Unlimited public calls: for tests that are about something else than the rate limits. */
export const noLimits = (w: World): void => {
  Object.assign(w.app.visitLimits, { writesPerAddress: 1e9, writesPerMobile: 1e9, readsPerAddress: 1e9, missesPerAddress: 1e9 });
};

/** A shuttle: a vehicle of `seats` (driven by `driver_id`), a route, and a departure on `day` at `departs`. */
export const addDeparture = async (w: World, values: { seats: number; day?: string; departs?: string; driver_id?: number; name?: string }): Promise<Row> => {
  const db = w.database.db;
  const tag = `${values.name ?? 'Bus'} ${Math.random().toString(36).slice(2, 8)}`;
  const vehicle = await db.insertInto('visit_vehicle').values({ name: tag, plate: '粤A12345', seats: values.seats, driver_id: values.driver_id ?? null }).returning('id').executeTakeFirstOrThrow();
  const route = await db.insertInto('visit_route').values({ name: `Route ${tag}`, stops: 'Metro — Main gate' }).returning('id').executeTakeFirstOrThrow();
  return (await db
    .insertInto('visit_departure')
    .values({ day: values.day ?? '2026-11-23', departs: values.departs ?? '10:30', route_id: route.id, vehicle_id: vehicle.id, seats: values.seats, booked: 0, boarded: 0, closed: false })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
};

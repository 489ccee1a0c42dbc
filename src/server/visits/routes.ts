/**
 * The visit calls (docs/visits.md).
 * Public (no session; small bounded bodies; rate-limited per address and per mobile):
 *   POST /index/visit/slots {from?}            open days and what is left of each slot
 *   POST /index/visit/deceased {name}          deceased the cemetery marks findable
 *   POST /index/visit/send_code {mobile}        a one-time code by SMS: {challenge, expires_in, resend_after}
 *   POST /index/visit/verify_code {mobile, challenge, code}  the mobile's proof: {proof, mobile, expires_at}
 *   POST /index/visit/book {slot_id, name, proof, mobile?, people, member_id?, departure_id?, seats?}
 *   POST /index/visit/find {code, mobile} or {code, proof}   the caller's own booking
 *   POST /index/visit/change {code, proof, slot_id, people, departure_id?, seats?}  (departure_id null: no shuttle)
 *   POST /index/visit/cancel {code, proof}
 * Booking, changing and cancelling need the proof of a verified mobile (../messaging/otp.ts;
 * docs/visits.md "Verifying the mobile"): the booking is bound to that mobile, and a call
 * without one is refused before anything is counted against any mobile.
 * Staff (a session):
 *   POST /index/admin.visit_slot/apply_template   managers
 *   POST /index/admin.visit_booking/gate_lookup {code, gate_id?}
 *   POST /index/admin.visit_booking/checkin {code, people, gate_id?}
 *   GET  /index/visit/screen                      managers, or the display token (the data screen; screenToken.ts)
 *   POST /index/admin.setting/screen_status|screen_token|screen_revoke   administrators (screenToken.ts)
 *   POST /index/admin.visit_departure/manifest {departure_id?}             a driver's day
 *   POST /index/admin.visit_departure/board {departure_id, code, boarded}  tick a booking boarded
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../config/types';
import { isRealDate } from '../../config/validators';
import { isOneTimeCode, normaliseOneTimeCode } from '../../config/messaging';
import { VISIT_LIMITS, isBookingCode, isMobile, isTimeOfDay, isVisitManager, normaliseCode, normaliseMobile, type SlotTemplate } from '../../config/visits';
import type { PublicDay, PublicDeceased } from '../../protocol/visits';
import { requireActor } from '../auth/actor';
import { addDays, clockOf, localNow } from '../clock/clock';
import { objectBody, positiveInt, type Body } from '../http/body';
import { ApiError, retryLater } from '../http/errors';
import { ok } from '../http/reply';
import type { Row } from '../hooks/registry';
import { book, cancelOwn, changeOwn, findOwn, slotIsPast } from './booking';
import { checkIn, lookupAtGate } from './gate';
import { board, driverManifest, publicShuttles, type SeatHold } from './shuttles';
import type { Bulkhead } from '../http/bulkhead';
import type { VisitLimits } from './limits';
import { WindowCounter } from '../publicKit/windowCounter';
import { screenData } from './screen';
import { checkCode, issueCode, makeProof, mobileOfProof } from '../messaging/otp';
import { langOf } from '../http/lang';
import { deviceCookieAfterProof, provenDevice } from '../messaging/otpDevice';
import { screenGrant, screenTokenOf } from './screenToken';
import { applyTemplate } from './slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public calls' rate limits (tests and the benchmark may change them on their app). */
    visitLimits: VisitLimits;
    /** Makes a new booking code (booking.ts newCode; tests give one that collides). */
    visitCode: () => string;
    /** The public calls' share of the database (../db/bulkhead.ts), for the tests. */
    publicShare: Bulkhead;
  }
}

/** The largest body a public call accepts: a booking is a few short fields. */
const PUBLIC_BODY_BYTES = 1024;

const fieldFail = (key: string, error: { key: string; params?: Record<string, number | string> }): never => {
  throw new ApiError('validation', 422, undefined, { [key]: error as never });
};

const text = (body: Body, key: string, max: number): string => {
  const v = body[key];
  if (typeof v !== 'string' || !v.trim()) return fieldFail(key, { key: 'required' });
  if (v.trim().length > max) return fieldFail(key, { key: 'max_length', params: { max } });
  return v.trim();
};

const mobileOf = (body: Body): string => {
  const v = body.mobile;
  if (typeof v !== 'string' || !v.trim()) return fieldFail('mobile', { key: 'required' });
  if (!isMobile(v)) return fieldFail('mobile', { key: 'mobile' });
  return normaliseMobile(v);
};

/** A code that cannot exist is "not found" like a wrong one: no hint of the format's checks. */
const codeOf = (body: Body): string => {
  const v = body.code;
  const code = typeof v === 'string' ? normaliseCode(v) : '';
  if (!isBookingCode(code)) throw new ApiError('visit_not_found', 404);
  return code;
};

const peopleOf = (body: Body): number => {
  const v = body.people;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return fieldFail('people', { key: 'type_integer' });
  if (v < 1) return fieldFail('people', { key: 'min_value', params: { min: 1 } });
  if (v > VISIT_LIMITS.maxParty) return fieldFail('people', { key: 'max_value', params: { max: VISIT_LIMITS.maxParty } });
  return v;
};

/** The shuttle seats asked for: none when `departure_id` is null, undefined when the body does not say. */
const shuttleOf = (body: Body): SeatHold | null | undefined => {
  if (body.departure_id === undefined) return body.seats === undefined || body.seats === 0 ? undefined : fieldFail('departure_id', { key: 'required' });
  if (body.departure_id === null) return null;
  const departure_id = positiveInt(body, 'departure_id');
  const v = body.seats;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return fieldFail('seats', { key: 'type_integer' });
  if (v < 1) return fieldFail('seats', { key: 'min_value', params: { min: 1 } });
  if (v > VISIT_LIMITS.maxParty) return fieldFail('seats', { key: 'max_value', params: { max: VISIT_LIMITS.maxParty } });
  return { departure_id, seats: v };
};

const dayOfBody = (body: Body, key: string): string => {
  const v = body[key];
  if (typeof v !== 'string' || !isRealDate(v)) return fieldFail(key, { key: 'type_date' });
  return v;
};

const timeOfBody = (body: Body, key: string): string => {
  const v = body[key];
  if (!isTimeOfDay(v)) return fieldFail(key, { key: 'pattern' });
  return v;
};

const intList = (body: Body, key: string, max: number, lo: number, hi: number): number[] => {
  const v = body[key] ?? [];
  if (!Array.isArray(v) || v.length > max || !v.every((x) => typeof x === 'number' && Number.isSafeInteger(x) && x >= lo && x <= hi))
    return fieldFail(key, { key: 'type_integer' });
  return [...new Set(v as number[])];
};

export const visitRoutes = async (app: FastifyInstance): Promise<void> => {
  const counter = new WindowCounter();
  const limits = (): VisitLimits => app.visitLimits;
  const nowMs = (): number => Date.now();
  /** The app clock's unix seconds (the device cookies' issue and age). */
  const nowS = (): number => Math.floor(clockOf(app).now().getTime() / 1000);

  const refuse = (): never => {
    throw retryLater('visit_too_many_requests', 429, Math.ceil(limits().windowMs / 1000));
  };
  const readLimit = (request: FastifyRequest): void => {
    if (counter.over(`miss:${request.ip}`, limits().missesPerAddress, limits().windowMs, nowMs())) refuse();
    if (!counter.hit(`read:${request.ip}`, limits().readsPerAddress, limits().windowMs, nowMs())) refuse();
  };
  /** A write's count against its address: before anything else, so calls without a proof cost their own address only. */
  const addressWrite = (request: FastifyRequest): void => {
    if (counter.over(`miss:${request.ip}`, limits().missesPerAddress, limits().windowMs, nowMs())) refuse();
    if (!counter.hit(`write:${request.ip}`, limits().writesPerAddress, limits().windowMs, nowMs())) refuse();
  };
  /** A write's count against its mobile: only once the mobile is proven, so only its owner can use up its writes. */
  const mobileWrite = (mobile: string): void => {
    if (!counter.hit(`mobile:${mobile}`, limits().writesPerMobile, limits().windowMs, nowMs())) refuse();
  };
  /** The verified mobile of a write: the proof's (a mobile in the body, if any, must be that one). */
  const provenMobile = (body: Body): string => {
    const mobile = mobileOfProof(app, 'visit', body.proof);
    if (body.mobile !== undefined && mobileOf(body) !== mobile) throw new ApiError('otp_mobile_mismatch', 422, undefined, { mobile: { code: 'otp_mobile_mismatch' } });
    return mobile;
  };
  /** A code and mobile that matched nothing: counted against the address, so nobody walks the codes. */
  const missed = (request: FastifyRequest): never => {
    counter.add(`miss:${request.ip}`, limits().windowMs, nowMs());
    throw new ApiError('visit_not_found', 404);
  };
  /** A refusal of `codes` is a miss of the address (so nobody walks booking codes or one-time codes). */
  const counting = async <T>(request: FastifyRequest, fn: () => Promise<T>, codes: readonly string[] = ['visit_not_found']): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ApiError && codes.includes(e.code)) counter.add(`miss:${request.ip}`, limits().windowMs, nowMs());
      throw e;
    }
  };
  const own = <T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> => counting(request, fn);
  const publicOpts = { bodyLimit: PUBLIC_BODY_BYTES };
  // The public calls' bounded share of the database (../db/bulkhead.ts): staff keep the rest.
  const share = app.publicShare;
  const shared =
    <T>(handler: (request: FastifyRequest) => Promise<T>) =>
    (request: FastifyRequest): Promise<T> =>
      share.run(() => handler(request));

  app.post('/index/visit/slots', publicOpts, shared(async (request) => {
    readLimit(request);
    const body = objectBody(request.body ?? {}, ['from']);
    const { today, minutes } = localNow(app);
    const last = addDays(today, VISIT_LIMITS.daysAhead);
    const from = body.from === undefined ? today : dayOfBody(body, 'from');
    const rows = (await app.database.db
      .selectFrom('visit_slot as s')
      .innerJoin('visit_gate as g', 'g.id', 's.gate_id')
      .select(['s.id', 's.day', 's.starts', 's.ends', 's.quota', 's.booked', 'g.name as gate'])
      .where('s.day', '>=', from < today ? today : from)
      .where('s.day', '<=', last)
      .where('s.closed', '=', false)
      .orderBy('s.day')
      .orderBy('s.starts')
      .orderBy('g.sort')
      .orderBy('s.id')
      .limit(3000)
      .execute()) as Row[];
    const shuttles = await publicShuttles(app, from < today ? today : from, last);
    const days = new Map<string, PublicDay>();
    for (const r of rows) {
      if (slotIsPast(r, today, minutes)) continue;
      const day = String(r.day);
      if (!days.has(day)) days.set(day, { day, slots: [], shuttles: shuttles.get(day) ?? [] });
      days.get(day)?.slots.push({ id: Number(r.id), gate: String(r.gate), starts: String(r.starts), ends: String(r.ends), left: Math.max(Number(r.quota) - Number(r.booked), 0) });
    }
    return ok({ today, days: [...days.values()] });
  }));

  app.post('/index/visit/deceased', publicOpts, shared(async (request) => {
    readLimit(request);
    const body = objectBody(request.body, ['name']);
    const name = text(body, 'name', 40);
    if (name.length < 2) fieldFail('name', { key: 'min_length', params: { min: 2 } });
    const like = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = (await app.database.db
      .selectFrom('member as m')
      .leftJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['m.id', 'm.name', 'p.code', 'a.name as area'])
      .where('m.visit_public', '=', true)
      .where('m.name', 'like', like)
      .orderBy('m.name')
      .orderBy('m.id')
      .limit(10)
      .execute()) as Row[];
    const found: PublicDeceased[] = rows.map((r) => ({ id: Number(r.id), name: String(r.name), place: [r.area, r.code].filter((x) => x != null).join(' ') }));
    return ok(found);
  }));

  app.post('/index/visit/book', publicOpts, shared(async (request) => {
    const body = objectBody(request.body, ['slot_id', 'name', 'mobile', 'proof', 'people', 'member_id', 'departure_id', 'seats']);
    const fields = {
      slot_id: positiveInt(body, 'slot_id'),
      name: text(body, 'name', 40),
      people: peopleOf(body),
      member_id: body.member_id === undefined || body.member_id === null ? undefined : positiveInt(body, 'member_id'),
      shuttle: shuttleOf(body) ?? null,
    };
    if (body.mobile !== undefined) mobileOf(body);
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return ok(await book(app, { ...fields, mobile }));
  }));

  app.post('/index/visit/find', publicOpts, shared(async (request) => {
    readLimit(request);
    const body = objectBody(request.body, ['code', 'mobile', 'proof']);
    const mobile = body.proof === undefined ? mobileOf(body) : provenMobile(body);
    const found = await findOwn(app, codeOf(body), mobile);
    return ok(found ?? missed(request));
  }));

  app.post('/index/visit/change', publicOpts, shared(async (request) => {
    const body = objectBody(request.body, ['code', 'mobile', 'proof', 'slot_id', 'people', 'departure_id', 'seats']);
    const slotId = positiveInt(body, 'slot_id');
    const people = peopleOf(body);
    const shuttle = shuttleOf(body);
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return ok(await own(request, () => changeOwn(app, codeOf(body), mobile, slotId, people, shuttle)));
  }));

  app.post('/index/visit/cancel', publicOpts, shared(async (request) => {
    const body = objectBody(request.body, ['code', 'mobile', 'proof']);
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return ok(await own(request, () => cancelOwn(app, codeOf(body), mobile)));
  }));

  // A one-time code to the mobile (docs/visits.md "Verifying the mobile"). Not in the public share as
  // a whole: the SMS provider is called outside any database turn (its database work takes turns).
  app.post('/index/visit/send_code', publicOpts, async (request) => {
    const body = objectBody(request.body, ['mobile']);
    const mobile = mobileOf(body);
    addressWrite(request);
    // A browser that proved this mobile before is its owner's (../messaging/otpDevice.ts): strangers who know the number cannot lock it out.
    const device = provenDevice(app.auth.secret(), request.headers.cookie, 'visit', mobile, nowS());
    return ok(await issueCode(app, 'visit', mobile, langOf(request), { address: request.ip, device, gate: (work) => share.run(work) }));
  });

  // The code typed: the mobile's proof. A wrong or dead code is a miss of the caller's address, never of the mobile.
  app.post('/index/visit/verify_code', publicOpts, async (request, reply) => share.run(async () => {
    readLimit(request);
    const body = objectBody(request.body, ['mobile', 'challenge', 'code']);
    const mobile = mobileOf(body);
    const challenge = typeof body.challenge === 'string' && body.challenge.length <= 64 ? body.challenge : '';
    const code = typeof body.code === 'string' ? normaliseOneTimeCode(body.code) : '';
    if (!isOneTimeCode(code)) return fieldFail('code', { key: 'pattern' });
    await counting(request, () => checkCode(app, 'visit', mobile, challenge, code), ['otp_wrong', 'otp_expired', 'otp_attempts']);
    // This browser now knows the mobile: its next codes are the owner's.
    reply.header('Set-Cookie', deviceCookieAfterProof(app.auth.secret(), request.headers.cookie, 'visit', mobile, nowS(), request.protocol === 'https'));
    return ok(makeProof(app, 'visit', mobile));
  }));

  const manager = (request: FastifyRequest): Actor => {
    const actor = requireActor(request);
    if (!isVisitManager(actor.level)) throw new ApiError('forbidden', 403);
    return actor;
  };

  app.post('/index/admin.visit_slot/apply_template', async (request) => {
    manager(request);
    const body = objectBody(request.body, ['from', 'to', 'open', 'close', 'minutes', 'quota', 'gate_ids', 'closed_weekdays', 'closed_days']);
    const closedDays = body.closed_days ?? [];
    if (!Array.isArray(closedDays) || closedDays.length > 100 || !closedDays.every((d) => typeof d === 'string' && isRealDate(d))) fieldFail('closed_days', { key: 'type_date' });
    const t: SlotTemplate = {
      from: dayOfBody(body, 'from'),
      to: dayOfBody(body, 'to'),
      open: timeOfBody(body, 'open'),
      close: timeOfBody(body, 'close'),
      minutes: body.minutes === undefined ? 60 : positiveInt(body, 'minutes'),
      quota: positiveInt(body, 'quota'),
      gate_ids: intList(body, 'gate_ids', 20, 1, 2_147_483_647),
      closed_weekdays: intList(body, 'closed_weekdays', 7, 0, 6),
      closed_days: closedDays as string[],
    };
    if (t.quota > VISIT_LIMITS.maxQuota) fieldFail('quota', { key: 'max_value', params: { max: VISIT_LIMITS.maxQuota } });
    if (t.gate_ids.length === 0) fieldFail('gate_ids', { key: 'required' });
    return ok(await applyTemplate(app, t));
  });

  app.post('/index/admin.visit_booking/gate_lookup', async (request) => {
    requireActor(request);
    const body = objectBody(request.body, ['code', 'gate_id']);
    const gateId = body.gate_id === undefined || body.gate_id === null ? undefined : positiveInt(body, 'gate_id');
    return ok(await lookupAtGate(app, codeOf(body), gateId));
  });

  app.post('/index/admin.visit_booking/checkin', async (request) => {
    const actor = requireActor(request);
    const body = objectBody(request.body, ['code', 'people', 'gate_id']);
    const code = codeOf(body);
    const people = positiveInt(body, 'people');
    const gateId = body.gate_id === undefined || body.gate_id === null ? undefined : positiveInt(body, 'gate_id');
    return ok(await checkIn(app, actor, code, people, gateId));
  });

  // A display token (screenToken.ts) opens this call and no other; else a manager's session, which sees the takings.
  app.get('/index/visit/screen', async (request) => {
    const token = screenTokenOf(request);
    if (token !== undefined) return ok(await screenData(app, await screenGrant(app, token)));
    return ok(await screenData(app, { channel: manager(request).channel, money: true }));
  });

  // A driver's manifest (any signed-in level: whoever drives today).
  app.post('/index/admin.visit_departure/manifest', async (request) => {
    const actor = requireActor(request);
    const body = objectBody(request.body ?? {}, ['departure_id']);
    const id = body.departure_id === undefined || body.departure_id === null ? undefined : positiveInt(body, 'departure_id');
    return ok(await driverManifest(app, actor, id));
  });

  app.post('/index/admin.visit_departure/board', async (request) => {
    const actor = requireActor(request);
    const body = objectBody(request.body, ['departure_id', 'code', 'boarded']);
    if (typeof body.boarded !== 'boolean') fieldFail('boarded', { key: 'required' });
    return ok(await board(app, actor, positiveInt(body, 'departure_id'), codeOf(body), body.boarded === true));
  });
};

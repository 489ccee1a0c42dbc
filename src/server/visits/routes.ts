/**
 * The visit calls (docs/visits.md; contracts in src/protocol/contracts/visits.ts).
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
 * without one is refused before anything is counted against any mobile. The public calls have
 * no caller to scope: they read through the privileged handle (no visit table is a channel's).
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
import { isOneTimeCode, normaliseOneTimeCode } from '../../rules/messaging';
import { VISIT_LIMITS, isBookingCode, isVisitManager, normaliseCode, normaliseMobile, type SlotTemplate } from '../../rules/visits';
import * as visits from '../../protocol/contracts/visits';
import type { PublicDay, PublicDeceased } from '../../protocol/visits';
import { requireActor } from '../http/actor';
import { addDays, clockOf, localNow } from '../clock/clock';
import { publicRoute, route } from '../contract/route';
import { privilegedRead } from '../data/door';
import { ApiError, retryLater } from '../http/errors';
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

const fieldFail = (key: string, error: { key: string; params?: Record<string, number | string> }): never => {
  throw new ApiError('validation', 422, undefined, { [key]: error as never });
};

/** A mobile as stored (the contract checked it is one). */
const mobileOf = (mobile: string | undefined): string => (mobile === undefined ? fieldFail('mobile', { key: 'required' }) : normaliseMobile(mobile));

/** A code that cannot exist is "not found" like a wrong one: no hint of the format's checks. */
const codeOf = (v: string | undefined): string => {
  const code = v === undefined ? '' : normaliseCode(v);
  if (!isBookingCode(code)) throw new ApiError('visit_not_found', 404);
  return code;
};

/** The shuttle seats asked for: none when `departure_id` is null, undefined when the body does not say. */
const shuttleOf = (body: { departure_id?: number | null; seats?: number }): SeatHold | null | undefined => {
  if (body.departure_id === undefined) return body.seats === undefined || body.seats === 0 ? undefined : fieldFail('departure_id', { key: 'required' });
  if (body.departure_id === null) return null;
  if (body.seats === undefined || body.seats < 1) return fieldFail('seats', { key: 'min_value', params: { min: 1 } });
  return { departure_id: body.departure_id, seats: body.seats };
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
  const provenMobile = (body: { proof?: string; mobile?: string }): string => {
    const mobile = mobileOfProof(app, 'visit', body.proof);
    if (body.mobile !== undefined && mobileOf(body.mobile) !== mobile) throw new ApiError('otp_mobile_mismatch', 422, undefined, { mobile: { code: 'otp_mobile_mismatch' } });
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
  // The public calls' bounded share of the database (../db/bulkhead.ts): staff keep the rest.
  const share = app.publicShare;
  const shared =
    <B, T>(handler: (body: B, request: FastifyRequest) => Promise<T>) =>
    (body: B, _actor: unknown, { request }: { request: FastifyRequest }): Promise<T> =>
      share.run(() => handler(body, request));

  publicRoute(app, visits.visitSlots, shared(async (body, request) => {
    readLimit(request);
    const { today, minutes } = localNow(app);
    const last = addDays(today, VISIT_LIMITS.daysAhead);
    const from = body.from ?? today;
    const rows = (await privilegedRead(app)
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
      .execute());
    const shuttles = await publicShuttles(app, from < today ? today : from, last);
    const days = new Map<string, PublicDay>();
    for (const r of rows) {
      if (slotIsPast(r, today, minutes)) continue;
      const day = r.day;
      if (!days.has(day)) days.set(day, { day, slots: [], shuttles: shuttles.get(day) ?? [] });
      days.get(day)?.slots.push({ id: r.id, gate: r.gate, starts: r.starts, ends: r.ends, left: Math.max(r.quota - Number(r.booked), 0) });
    }
    return { today, days: [...days.values()] };
  }));

  publicRoute(app, visits.visitDeceased, shared(async (body, request) => {
    readLimit(request);
    const name = body.name;
    const like = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Every channel's deceased the cemetery marks findable: the public page is the cemetery's.
    const rows = (await privilegedRead(app)
      .selectFrom('member as m')
      .leftJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['m.id', 'm.name', 'p.code', 'a.name as area'])
      .where('m.visit_public', '=', true)
      .where('m.name', 'like', like)
      .orderBy('m.name')
      .orderBy('m.id')
      .limit(10)
      .execute());
    const found: PublicDeceased[] = rows.map((r) => ({ id: r.id, name: r.name, place: [r.area, r.code].filter((x) => x != null).join(' ') }));
    return found;
  }));

  publicRoute(app, visits.visitBook, shared(async (body, request) => {
    const fields = { slot_id: body.slot_id, name: body.name, people: body.people, member_id: body.member_id ?? undefined, shuttle: shuttleOf(body) ?? null };
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return book(app, { ...fields, mobile });
  }));

  publicRoute(app, visits.visitFind, shared(async (body, request) => {
    readLimit(request);
    const mobile = body.proof === undefined ? mobileOf(body.mobile) : provenMobile(body);
    const found = await findOwn(app, codeOf(body.code), mobile);
    return found ?? missed(request);
  }));

  publicRoute(app, visits.visitChange, shared(async (body, request) => {
    const shuttle = shuttleOf(body);
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return own(request, () => changeOwn(app, codeOf(body.code), mobile, body.slot_id, body.people, shuttle));
  }));

  publicRoute(app, visits.visitCancel, shared(async (body, request) => {
    addressWrite(request);
    const mobile = provenMobile(body);
    mobileWrite(mobile);
    return own(request, () => cancelOwn(app, codeOf(body.code), mobile));
  }));

  // A one-time code to the mobile (docs/visits.md "Verifying the mobile"). Not in the public share as
  // a whole: the SMS provider is called outside any database turn (its database work takes turns).
  publicRoute(app, visits.visitSendCode, async (body, _actor, { request }) => {
    const mobile = normaliseMobile(body.mobile);
    addressWrite(request);
    // A browser that proved this mobile before is its owner's (../messaging/otpDevice.ts): strangers who know the number cannot lock it out.
    const device = provenDevice(app.auth.secret(), request.headers.cookie, 'visit', mobile, nowS());
    return issueCode(app, 'visit', mobile, langOf(request), { address: request.ip, device, gate: (work) => share.run(work) });
  });

  // The code typed: the mobile's proof. A wrong or dead code is a miss of the caller's address, never of the mobile.
  publicRoute(app, visits.visitVerifyCode, async (body, _actor, { request, reply }) => share.run(async () => {
    readLimit(request);
    const mobile = normaliseMobile(body.mobile);
    const code = normaliseOneTimeCode(body.code ?? '');
    if (!isOneTimeCode(code)) return fieldFail('code', { key: 'pattern' });
    await counting(request, () => checkCode(app, 'visit', mobile, body.challenge ?? '', code), ['otp_wrong', 'otp_expired', 'otp_attempts']);
    // This browser now knows the mobile: its next codes are the owner's.
    reply.header('Set-Cookie', deviceCookieAfterProof(app.auth.secret(), request.headers.cookie, 'visit', mobile, nowS(), request.protocol === 'https'));
    return makeProof(app, 'visit', mobile);
  }));

  route(app, visits.applySlotTemplate, async (body, actor) => {
    if (body.gate_ids.length === 0) fieldFail('gate_ids', { key: 'required' });
    return applyTemplate(app, actor, body as SlotTemplate);
  });

  route(app, visits.gateLookup, async (body, actor) => lookupAtGate(app, actor, codeOf(body.code), body.gate_id));
  route(app, visits.gateCheckin, async (body, actor) => checkIn(app, actor, codeOf(body.code), body.people, body.gate_id));

  // A display token (screenToken.ts) opens this call and no other; else a manager's session, which sees the takings.
  publicRoute(app, visits.visitScreen, async (_body, _actor, { request }) => {
    const token = screenTokenOf(request);
    if (token !== undefined) return screenData(app, await screenGrant(app, token));
    const actor = requireActor(request);
    if (!isVisitManager(actor.level)) throw new ApiError('forbidden', 403);
    return screenData(app, { channel: actor.channel, money: true });
  });

  // A driver's manifest (whoever drives today).
  route(app, visits.driverManifest, async (body, actor) => driverManifest(app, actor, body.departure_id));
  route(app, visits.boardShuttle, async (body, actor) => board(app, actor, body.departure_id, codeOf(body.code), body.boarded));
};

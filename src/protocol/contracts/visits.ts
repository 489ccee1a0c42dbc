/**
 * The visit calls (docs/visits.md; handlers in src/server/visits/routes.ts and screenToken.ts).
 * Public ones need no session and take small bodies (PUBLIC_BODY_BYTES); booking, changing and
 * cancelling need the proof of a verified mobile (checked by the handler, as are the booking
 * code and the one-time code: a code that cannot exist is "not found", no hint of its format).
 */
import { VISIT_LIMITS, VISIT_MANAGERS } from '../../rules/visits';
import { answer, anyone, configField, contract, id, levelsOnly, optionalId, pageUsers } from '../contract';
import type { DriverManifest, GateBooking, GateLookup, PublicBooking, PublicDay, PublicDeceased, ScreenData } from '../visits';

/** The largest body a public call accepts: a booking is a few short fields. */
export const PUBLIC_BODY_BYTES = 1024;

const publicCall = { access: anyone, maxBytes: PUBLIC_BODY_BYTES } as const;
const people = { type: 'integer', required: true, min: 1, max: VISIT_LIMITS.maxParty } as const;
/** A booking code as typed (normalised and checked by the handler). */
const code = { type: 'text', maxLength: 40 } as const;
/** The mobile, by the booking's own field (a mobile number). */
const mobile = configField('visit_booking', 'mobile');
/** A verified mobile's proof (../server/messaging/otp.ts checks it). */
const proof = { type: 'text', maxLength: 512, trim: false } as const;
/** The shuttle: `departure_id` null is none, absent is unchanged; seats with a departure. */
const shuttle = { departure_id: { type: 'id', nullable: true }, seats: { type: 'integer', min: 0, max: VISIT_LIMITS.maxParty } } as const;

/** Open days from `from` (today by default) and what is left of each slot. */
export const visitSlots = contract({ path: 'visit/slots', ...publicCall, body: { from: { type: 'date' } }, answer: answer<{ today: string; days: PublicDay[] }>() });
/** Deceased the cemetery marks findable, by the start of the name. */
export const visitDeceased = contract({
  path: 'visit/deceased',
  ...publicCall,
  body: { name: { type: 'text', required: true, minLength: 2, maxLength: 40 } },
  answer: answer<PublicDeceased[]>(),
});
export const visitBook = contract({
  path: 'visit/book',
  ...publicCall,
  body: { slot_id: id, name: { type: 'text', required: true, maxLength: 40 }, mobile, proof, people, member_id: { type: 'id', nullable: true }, ...shuttle },
  answer: answer<PublicBooking>(),
});
/** The caller's own booking: by its code and the mobile, or the code and a proof. */
export const visitFind = contract({ path: 'visit/find', ...publicCall, body: { code, mobile, proof }, answer: answer<PublicBooking>() });
export const visitChange = contract({
  path: 'visit/change',
  ...publicCall,
  body: { code, mobile, proof, slot_id: id, people, ...shuttle },
  answer: answer<PublicBooking>(),
});
export const visitCancel = contract({ path: 'visit/cancel', ...publicCall, body: { code, mobile, proof }, answer: answer<PublicBooking>() });
/** A one-time code by SMS to the mobile. */
export const visitSendCode = contract({
  path: 'visit/send_code',
  ...publicCall,
  body: { mobile: configField('visit_booking', 'mobile', true) },
  answer: answer<{ challenge: string; expires_in: number; resend_after: number }>(),
});
/** The code typed: the mobile's proof. */
export const visitVerifyCode = contract({
  path: 'visit/verify_code',
  ...publicCall,
  body: { mobile: configField('visit_booking', 'mobile', true), challenge: { type: 'text', maxLength: 64, trim: false }, code: { type: 'text', maxLength: 40 } },
  answer: answer<{ proof: string; mobile: string; expires_at: string }>(),
});

/** The wall screen's figures: a display token (`X-Screen-Token`) or a manager's session (checked by the handler). */
export const visitScreen = contract({ path: 'visit/screen', method: 'GET', access: anyone, body: 'none', answer: answer<ScreenData>() });

/** Make slots from a template over a range of days (managers). */
export const applySlotTemplate = contract({
  path: 'admin.visit_slot/apply_template',
  access: levelsOnly(...VISIT_MANAGERS),
  body: {
    from: { type: 'date', required: true },
    to: { type: 'date', required: true },
    open: { type: 'text', required: true, pattern: '^([01]\\d|2[0-3]):([0-5]\\d)$' },
    close: { type: 'text', required: true, pattern: '^([01]\\d|2[0-3]):([0-5]\\d)$' },
    minutes: { type: 'integer', min: 1, default: 60 },
    quota: { type: 'integer', required: true, min: 1, max: VISIT_LIMITS.maxQuota },
    gate_ids: { type: 'list', of: { type: 'id', required: true }, max: 20, unique: true },
    closed_weekdays: { type: 'list', of: { type: 'integer', required: true, min: 0, max: 6 }, max: 7, unique: true },
    closed_days: { type: 'list', of: { type: 'date', required: true }, max: 100 },
  },
  answer: answer<{ created: number; updated: number; closed: number }>(),
});

const gate = pageUsers('visitGate');
export const gateLookup = contract({ path: 'admin.visit_booking/gate_lookup', access: gate, body: { code, gate_id: optionalId }, answer: answer<GateLookup>() });
export const gateCheckin = contract({
  path: 'admin.visit_booking/checkin',
  access: gate,
  body: { code, people: { type: 'integer', required: true, min: 0 }, gate_id: optionalId },
  answer: answer<GateBooking>(),
});

const driver = pageUsers('visitDriver');
/** A driver's day: the departures and one's manifest. */
export const driverManifest = contract({ path: 'admin.visit_departure/manifest', access: driver, body: { departure_id: optionalId }, answer: answer<DriverManifest>() });
/** Tick a booking boarded (or not). */
export const boardShuttle = contract({
  path: 'admin.visit_departure/board',
  access: driver,
  body: { departure_id: id, code, boarded: { type: 'boolean', required: true } },
  answer: answer<DriverManifest>(),
});

/** The wall screen's display token (administrators: the settings page). */
const settings = pageUsers('settings');
export interface ScreenTokenState {
  active: boolean;
  token?: string;
}
export const screenStatus = contract({ path: 'admin.setting/screen_status', access: settings, body: 'none', answer: answer<ScreenTokenState>() });
export const screenToken = contract({ path: 'admin.setting/screen_token', access: settings, body: 'none', answer: answer<ScreenTokenState>() });
export const screenRevoke = contract({ path: 'admin.setting/screen_revoke', access: settings, body: 'none', answer: answer<ScreenTokenState>() });

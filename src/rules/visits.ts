/**
 * Visit reservations (docs/visits.md): slots with quotas, public bookings, gate check-in.
 * The rules both sides run: the server inside the booking's or check-in's transaction
 * (src/server/visits/), the public page and the gate page to say at once what is wrong
 * (src/app/visits/). Pure: no import of the app or the server.
 */
import { eachDay, weekdayOf } from '../config/days';
import { L, MANAGERS, enumValue } from '../config/define';
import type { Level } from '../config/types';
import { phoneKind } from '../config/validators';

export const VISIT_BOOKING_STATUS = [
  enumValue('booked', '#409eff', L('已预约', 'Booked', 'Reservada', '予約済')),
  enumValue('cancelled', '#909399', L('已取消', 'Cancelled', 'Cancelada', '取消')),
] as const;

/** Who configures days, slots and gates and watches the data screen. */
export const VISIT_MANAGERS: readonly Level[] = MANAGERS;
export const isVisitManager = (level: Level | undefined): boolean => level !== undefined && VISIT_MANAGERS.includes(level);

/** The public limits (docs/visits.md "Abuse limits"). */
export const VISIT_LIMITS = {
  /** People in one booking. */
  maxParty: 10,
  /** Bookings (not cancelled) one mobile holds for one day. */
  perMobilePerDay: 3,
  /** Days ahead the public page offers. */
  daysAhead: 31,
  /** Slot length bounds of a template, minutes. */
  minSlotMinutes: 15,
  maxSlotMinutes: 240,
  /** A template covers at most this many days in one action. */
  maxTemplateDays: 62,
  /** Largest quota of one slot. */
  maxQuota: 100_000,
  /** Check-in opens this many minutes before the slot starts and closes this many after it ends. */
  earlyMinutes: 30,
  lateMinutes: 30,
  /** Seats of one shuttle vehicle. */
  maxSeats: 200,
} as const;

/** The alphabet of booking codes: Crockford's base 32 (no I, L, O, U), read aloud and typed without confusion. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters: 50 random bits, unguessable; and a lookup needs the mobile as well. */
export const CODE_LENGTH = 10;
const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A typed code as stored: upper case, without spaces or dashes, O read as 0 and I/L as 1. */
export const normaliseCode = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
    .slice(0, 40);
export const isBookingCode = (code: string): boolean => CODE_RE.test(code);
/** The code grouped for reading: ABCDE-FGHJK. */
export const displayCode = (code: string): string => (code.length === CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

/** A mobile as stored: digits only (and a leading +), so 138 0013 8000 and 13800138000 are one person. */
export const normaliseMobile = (raw: string): string => (raw.trim().startsWith('+') ? '+' : '') + raw.replace(/\D/g, '');
export const isMobile = (raw: string): boolean => {
  const kind = phoneKind(raw);
  return kind === 'mobile' || kind === 'international';
};

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const isTimeOfDay = (s: unknown): s is string => typeof s === 'string' && TIME_RE.test(s);
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's opening hours split into slots of `minutes`; a last piece shorter than that is dropped. */
export const splitHours = (open: string, close: string, minutes: number): { starts: string; ends: string }[] => {
  const out: { starts: string; ends: string }[] = [];
  for (let t = minutesOf(open); t + minutes <= minutesOf(close); t += minutes) out.push({ starts: timeOf(t), ends: timeOf(t + minutes) });
  return out;
};

/** The template applied to a range of days (the Qingming fortnight) in one action. */
export interface SlotTemplate {
  from: string;
  to: string;
  open: string;
  close: string;
  minutes: number;
  quota: number;
  /** Gates the slots are made for (each gets its own quota). */
  gate_ids: number[];
  /** Weekdays (0 = Sunday) left closed. */
  closed_weekdays: number[];
  /** Days left closed (YYYY-MM-DD). */
  closed_days: string[];
}

export type TemplateRefusal = 'visit_template_hours' | 'visit_template_range' | 'visit_template_minutes';

/** The template's days, one more than it may have at most (so a range too long is seen as such). */
const templateDays = (from: string, to: string): string[] => eachDay(from, to, VISIT_LIMITS.maxTemplateDays + 1);

/** Why a template cannot be applied, or null. */
export const templateRefusal = (t: Pick<SlotTemplate, 'from' | 'to' | 'open' | 'close' | 'minutes'>): TemplateRefusal | null => {
  if (t.to < t.from || templateDays(t.from, t.to).length > VISIT_LIMITS.maxTemplateDays) return 'visit_template_range';
  if (!Number.isInteger(t.minutes) || t.minutes < VISIT_LIMITS.minSlotMinutes || t.minutes > VISIT_LIMITS.maxSlotMinutes) return 'visit_template_minutes';
  if (minutesOf(t.close) - minutesOf(t.open) < t.minutes) return 'visit_template_hours';
  return null;
};

/** The days and times a template makes slots for (per gate). */
export const templateSlots = (t: SlotTemplate): { day: string; starts: string; ends: string }[] => {
  const times = splitHours(t.open, t.close, t.minutes);
  return templateDays(t.from, t.to)
    .filter((day) => !t.closed_weekdays.includes(weekdayOf(day)) && !t.closed_days.includes(day))
    .flatMap((day) => times.map((time) => ({ day, ...time })));
};

/** What a check-in needs to know of the booking and its slot. */
export interface CheckinFacts {
  status: unknown;
  people: number;
  checked_in: number;
  day: string;
  starts: string;
  ends: string;
  gate_id: number;
}

export type CheckinRefusal =
  | 'visit_cancelled'
  | 'visit_wrong_day'
  | 'visit_too_early'
  | 'visit_too_late'
  | 'visit_wrong_gate'
  | 'visit_all_in'
  | 'visit_party_exceeded';

/**
 * Why `people` of this booking may not pass this gate now, or null. `today` is the local day,
 * `nowMinutes` the local time of day in minutes; `gateId` the gate the staff member stands at
 * (undefined: any gate).
 */
export const checkinRefusal = (b: CheckinFacts, people: number, today: string, nowMinutes: number, gateId?: number): CheckinRefusal | null => {
  if (b.status !== 'booked') return 'visit_cancelled';
  if (b.day !== today) return 'visit_wrong_day';
  if (nowMinutes < minutesOf(b.starts) - VISIT_LIMITS.earlyMinutes) return 'visit_too_early';
  if (nowMinutes > minutesOf(b.ends) + VISIT_LIMITS.lateMinutes) return 'visit_too_late';
  if (gateId !== undefined && gateId !== b.gate_id) return 'visit_wrong_gate';
  if (b.checked_in >= b.people) return 'visit_all_in';
  if (people < 1 || b.checked_in + people > b.people) return 'visit_party_exceeded';
  return null;
};

/** The start of the 15-minute interval of a time of day (arrivals on the data screen). */
export const quarterOf = (minutes: number): string => timeOf(minutes - (minutes % 15));


/** Shuttles (docs/visits.md "Shuttles"): what a booking's shuttle seats must be. */
export type SeatRefusal = 'visit_seats_over_party' | 'visit_departure_day' | 'visit_seats_required';

/**
 * Why `seats` on a departure of `departureDay` cannot go with a booking of `people` on `day`,
 * or null. No departure: no seats.
 */
export const seatRefusal = (seats: number, people: number, day: string, departureDay: string | null): SeatRefusal | null => {
  if (departureDay === null) return seats === 0 ? null : 'visit_seats_required';
  if (!Number.isInteger(seats) || seats < 1) return 'visit_seats_required';
  if (seats > people) return 'visit_seats_over_party';
  if (departureDay !== day) return 'visit_departure_day';
  return null;
};

/** A departure still open for seats: not closed, and (today) not yet left. */
export const departureOpen = (d: { day: string; departs: string; closed: boolean }, today: string, nowMinutes: number): boolean =>
  !d.closed && (d.day > today || (d.day === today && minutesOf(d.departs) > nowMinutes));

/** A name on a driver's manifest: its first character, the rest hidden, its length too (张**). */
export const maskName = (name: string): string => {
  const first = [...name.trim()][0];
  return first === undefined ? '' : `${first}**`;
};

/** A mobile on a driver's manifest: the first three and last four digits (138****8000). */
export const maskMobile = (mobile: string): string => (mobile.length >= 8 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');

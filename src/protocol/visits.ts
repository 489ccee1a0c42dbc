/** The shapes of the visit calls (docs/visits.md), shared by the server and the pages. */
import type { CheckinFacts } from '../rules/visits';

/** A slot as the public page sees it: only what is left. */
export interface PublicSlot {
  id: number;
  gate: string;
  starts: string;
  ends: string;
  left: number;
}

/** A shuttle departure as the public page sees it: only the seats left. */
export interface PublicShuttle {
  id: number;
  departs: string;
  route: string;
  stops: string;
  left: number;
}

export interface PublicDay {
  day: string;
  slots: PublicSlot[];
  shuttles: PublicShuttle[];
}

/** A booking's shuttle seats, as its owner sees them. */
export interface BookingShuttle {
  departure_id: number;
  departs: string;
  route: string;
  seats: number;
}

/** A booking as its owner sees it (by code and mobile): never an id, never anyone else's. */
export interface PublicBooking {
  code: string;
  name: string;
  people: number;
  checked_in: number;
  status: string;
  day: string;
  starts: string;
  ends: string;
  gate: string;
  slot_id: number;
  deceased: string | null;
  shuttle: BookingShuttle | null;
}

/** A deceased the cemetery marks findable: the name and the place, nothing else. */
export interface PublicDeceased {
  id: number;
  name: string;
  place: string;
}

/** The data screen's figures (GET /index/visit/screen). */
export interface ScreenData {
  at: string;
  day: string;
  slots: { starts: string; ends: string; gate: string; quota: number; booked: number; checked_in: number; closed: boolean }[];
  totals: { quota: number; booked: number; checked_in: number; bookings: number };
  arrivals: { at: string; people: number }[];
  burials: { status: string; n: number }[];
  work: { status: string; n: number }[];
  /** The week's sales; null on a display token's screen unless the cemetery shows takings (setting.screen_money). */
  week: { since: string; payments: number; amount: number; orders: number; renewals: number } | null;
  /** Today's shuttle departures: seats taken against seats. */
  shuttles: { departs: string; route: string; vehicle: string; seats: number; booked: number; boarded: number }[];
}

/** A departure on a driver's phone (POST /index/admin.visit_departure/manifest). */
export interface DriverDeparture {
  id: number;
  departs: string;
  route: string;
  vehicle: string;
  plate: string;
  seats: number;
  booked: number;
  boarded: number;
  /** The caller drives this departure's vehicle. */
  mine: boolean;
}

/** One booking on a manifest: nothing a driver does not need (name initial, masked mobile). */
export interface ManifestRow {
  code: string;
  name: string;
  mobile: string;
  seats: number;
  boarded: boolean;
}

export interface DriverManifest {
  day: string;
  departures: DriverDeparture[];
  /** The chosen departure's bookings (the caller's own vehicle's first by default). */
  departure_id: number | null;
  rows: ManifestRow[];
}

/** What the gate phone shows of a booking (the staff see the name, never the mobile). */
export interface GateBooking extends CheckinFacts {
  code: string;
  name: string;
  gate: string;
  deceased: string | null;
  place: string | null;
  /** The party's shuttle seats, if any: the gate tells them where and when to board. */
  shuttle: BookingShuttle | null;
}

/** A gate lookup: the booking and why it cannot come in now (null: it can). */
export interface GateLookup extends GateBooking {
  refusal: string | null;
  refusalParams: Record<string, string | number>;
}

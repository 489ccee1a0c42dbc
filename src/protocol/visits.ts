/** The shapes of the visit calls (docs/visits.md), shared by the server and the pages. */

/** A slot as the public page sees it: only what is left. */
export interface PublicSlot {
  id: number;
  gate: string;
  starts: string;
  ends: string;
  left: number;
}

export interface PublicDay {
  day: string;
  slots: PublicSlot[];
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
  week: { since: string; payments: number; amount: number; orders: number };
}

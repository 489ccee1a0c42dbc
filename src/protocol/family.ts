/**
 * What the family's account (/family) and the memorial pages (/memorial/<code>) receive
 * (docs/families.md): shapes of the answers of src/protocol/contracts/family.ts. Only what the
 * family may see of its own records: no other family's name, no staff name, no channel.
 */
import type { FamilyLinkStatus, MemorialPrivacy, TributeStatus } from '../rules/family';
import type { TermState } from '../rules/terms';

/** An open pay link the family may pay at /pay/<code>. */
export interface FamilyPay {
  code: string;
  amount: number;
  expires_at: string;
}

export interface FamilyPayment {
  id: number;
  receipt_no: string;
  kind: string;
  item: string;
  method: string;
  amount: number;
  paid_at: string;
}

export interface FamilyOrder {
  id: number;
  order_no: string;
  contract_no: string | null;
  status: string;
  signed_at: string | null;
  total: number;
  paid: number;
  balance: number;
  pay: FamilyPay | null;
  payments: FamilyPayment[];
}

export interface FamilyTerm {
  id: number;
  /** The family's contact details on the term (the reminders' way): editable by the family. */
  contact_preference: string | null;
  holder_address: string | null;
  holder_language: string | null;
  paid_until: string | null;
  state: TermState | null;
  yearly_fee: number;
  pay: FamilyPay | null;
}

export interface FamilyOccupant {
  id: number;
  name: string;
  birth_date: string | null;
  death_date: string | null;
  burial_date: string | null;
  memorial: { code: string; privacy: MemorialPrivacy } | null;
}

/** An inscription proof of a work order on the family's plot: its text as it will be carved, its version, and the family's decisions. */
export interface FamilyProof {
  work_id: number;
  work_no: string;
  deceased: string | null;
  text: string;
  version: number;
  approved: boolean;
  /** The family may decide now (an inscription not started, not closed). */
  open: boolean;
  decisions: { version: number; decision: 'approved' | 'returned'; comment: string | null; at: string }[];
}

export interface FamilyGrave {
  /** `plot:<id>` or `niche:<id>`. */
  key: string;
  kind: 'plot' | 'niche';
  code: string;
  place: string;
  occupants: FamilyOccupant[];
  orders: FamilyOrder[];
  terms: FamilyTerm[];
  deposits: { id: number; deposit_no: string; deceased_name: string | null; status: string; paid_until: string | null }[];
  proofs: FamilyProof[];
}

export interface FamilyBooking {
  code: string;
  day: string;
  starts: string;
  ends: string;
  people: number;
  status: string;
}

export interface FamilyAccount {
  mobile: string;
  cemetery: string;
  /** none: the mobile is on no record; pending: staff have not confirmed it yet; confirmed: at least one link confirmed. */
  state: 'none' | 'pending' | 'confirmed';
  links: { status: FamilyLinkStatus }[];
  graves: FamilyGrave[];
  bookings: FamilyBooking[];
  /** Memorial pages are on for this cemetery. */
  memorials: boolean;
}

/** The staff queue's row (the managers' page /memorial/moderation). */
export interface FamilyLinkRow {
  id: number;
  mobile: string;
  names: string | null;
  records: string | null;
  status: FamilyLinkStatus;
  created_at: string;
}

/** A family's decision on a proof, as staff see it (the families' page). */
export interface ProofDecisionRow {
  id: number;
  work_no: string;
  version: number;
  decision: 'approved' | 'returned';
  comment: string | null;
  mobile: string;
  at: string;
}

export interface MemorialTributeRow {
  id: number;
  memorial_code: string;
  deceased: string;
  message: string;
  status: TributeStatus;
  reports: number;
  created_at: string;
}

export interface PublicMemorial {
  code: string;
  name: string;
  birth_date: string | null;
  death_date: string | null;
  biography: string | null;
  privacy: MemorialPrivacy;
  portrait: number | null;
  photos: number[];
  place: string;
  counts: { flower: number; candle: number; incense: number; message: number };
  messages: { id: number; message: string; created_at: string }[];
  /** The reader is the confirmed family: may edit, sees held messages. */
  family: boolean;
  held: { id: number; message: string; created_at: string }[];
  cemetery: string;
}

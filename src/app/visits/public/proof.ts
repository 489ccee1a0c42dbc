/**
 * The proofs of verified mobiles this browser holds (docs/visits.md "Verifying the mobile"):
 * kept in the tab's sessionStorage until they expire, so a family that just booked can change or
 * cancel without a second code, and nothing outlives the tab.
 */
import { normaliseMobile } from '../../../rules/visits';

export interface HeldProof {
  proof: string;
  mobile: string;
  expires_at: string;
}

const keyOf = (mobile: string): string => `visit-proof:${normaliseMobile(mobile)}`;

const store = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The proof held for this mobile, if still good for a minute. */
export const heldProof = (mobile: string): string | null => {
  const raw = store()?.getItem(keyOf(mobile));
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as HeldProof;
    if (Date.parse(p.expires_at) - Date.now() > 60_000) return p.proof;
  } catch {
    /* a damaged entry is dropped below */
  }
  store()?.removeItem(keyOf(mobile));
  return null;
};

export const keepProof = (p: HeldProof): void => store()?.setItem(keyOf(p.mobile), JSON.stringify(p));

export const dropProof = (mobile: string): void => store()?.removeItem(keyOf(mobile));

/** A mobile as the page shows it once a code is sent: 139****5678. */
export const maskMobile = (mobile: string): string => {
  const m = normaliseMobile(mobile);
  return m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m;
};

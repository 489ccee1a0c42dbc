/**
 * The family's proof of its verified mobile (docs/families.md "Signing in"): kept in the tab's
 * sessionStorage until it expires (an hour), read by the family page and by the memorial page
 * (a private page opens to the family only). Nothing outlives the tab.
 */
export interface FamilyProof {
  proof: string;
  mobile: string;
  expires_at: string;
}

const KEY = 'family-proof';
const store = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The proof held, if still good for a minute. */
export const heldFamilyProof = (): FamilyProof | null => {
  const raw = store()?.getItem(KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as FamilyProof;
    if (Date.parse(p.expires_at) - Date.now() > 60_000) return p;
  } catch {
    /* a damaged entry is dropped below */
  }
  store()?.removeItem(KEY);
  return null;
};

export const keepFamilyProof = (p: FamilyProof): void => store()?.setItem(KEY, JSON.stringify(p));
export const dropFamilyProof = (): void => store()?.removeItem(KEY);

/**
 * The families' calls (docs/families.md; handlers in src/server/family/routes.ts and
 * src/server/memorial/routes.ts). The public ones need no session and take small bodies; the
 * family's own need the proof of its verified mobile (purpose `family`, checked by the handler).
 * The staff's (the confirmation queue, the moderation queue) are the managers' of the page
 * /memorial/moderation, in their channel.
 */
import { FAMILY_LIMITS, MEMORIAL_PRIVACY, TRIBUTE_KIND } from '../../rules/family';
import { answer, anyone, configField, contract, id, pageUsers } from '../contract';
import type { FamilyAccount, FamilyLinkRow, MemorialTributeRow, ProofDecisionRow, PublicMemorial } from '../family';

const PUBLIC_BODY_BYTES = 1024;
const publicCall = { access: anyone, maxBytes: PUBLIC_BODY_BYTES } as const;
const mobile = configField('family_link', 'mobile', true);
/** A verified mobile's proof (../server/messaging/otp.ts checks it). */
const proof = { type: 'text', maxLength: 512, trim: false } as const;
const code = { type: 'text', required: true, maxLength: 40 } as const;

export const familySendCode = contract({ path: 'family/send_code', ...publicCall, body: { mobile }, answer: answer<{ challenge: string; expires_in: number; resend_after: number }>() });
export const familyVerifyCode = contract({
  path: 'family/verify_code',
  ...publicCall,
  body: { mobile, challenge: { type: 'text', maxLength: 64, trim: false }, code: { type: 'text', maxLength: 40 } },
  answer: answer<{ proof: string; mobile: string; expires_at: string }>(),
});
/** The family's account: its graves, dues, receipts and bookings, from the records staff confirmed. */
export const familyAccount = contract({ path: 'family/account', ...publicCall, body: { proof }, answer: answer<FamilyAccount>() });

/** The family approves the version of a proof it was shown, or returns it with comments. */
export const familyProofDecide = contract({
  path: 'family/proof_decide',
  ...publicCall,
  body: { proof, work_id: id, version: { type: 'integer', required: true, min: 1, max: 10_000 }, approve: { type: 'boolean', required: true }, comment: { type: 'longtext', maxLength: FAMILY_LIMITS.commentMax } },
  answer: answer<{ decision: 'approved' | 'returned'; version: number }>(),
});

/** The family's own contact details on a management term (how reminders reach it): not the mobile, which is its key (the desk changes it). */
export const familyContact = contract({
  path: 'family/contact',
  ...publicCall,
  body: {
    proof,
    term_id: id,
    contact_preference: configField('mgmt_term', 'contact_preference', true),
    holder_address: configField('mgmt_term', 'holder_address'),
    holder_language: configField('mgmt_term', 'holder_language'),
  },
  answer: answer<FamilyAccount>(),
});

/** A memorial page by its code (the link); a private one only to the family (its proof). */
export const memorialView = contract({ path: 'memorial/view', ...publicCall, body: { code, proof }, answer: answer<PublicMemorial>() });
/** A flower, candle, incense or message laid on a memorial. */
export const memorialTribute = contract({
  path: 'memorial/tribute',
  ...publicCall,
  body: {
    code,
    kind: { type: 'enum', required: true, values: TRIBUTE_KIND },
    message: { type: 'longtext', maxLength: FAMILY_LIMITS.messageMax },
  },
  answer: answer<{ counts: PublicMemorial['counts']; held: boolean }>(),
});
/** A reader reports a shown message: after a few reports it is held again for review. */
export const memorialReport = contract({ path: 'memorial/report', ...publicCall, body: { code, id }, answer: answer<{ ok: true }>() });
/** The family opens (or makes) the memorial page of a deceased on its graves. */
export const memorialOpen = contract({ path: 'memorial/open', ...publicCall, body: { proof, member_id: id }, answer: answer<{ code: string }>() });
/** The family writes the page: who may see it and the biography. */
export const memorialEdit = contract({
  path: 'memorial/edit',
  access: anyone,
  maxBytes: 16 * 1024,
  body: {
    proof,
    code,
    privacy: { type: 'enum', required: true, values: MEMORIAL_PRIVACY },
    biography: { type: 'longtext', maxLength: FAMILY_LIMITS.biographyMax },
  },
  answer: answer<PublicMemorial>(),
});
/** The family approves or hides a held message of its memorial. */
export const memorialFamilyDecide = contract({
  path: 'memorial/decide',
  ...publicCall,
  body: { proof, code, id, show: { type: 'boolean', required: true } },
  answer: answer<PublicMemorial>(),
});

/**
 * A photo of a memorial, from its family: the raw bytes as the body, the memorial's code in
 * `?code=`, `?portrait=1` to make it the portrait, the family's proof in the `X-Family-Proof`
 * header (checked before the body is read).
 */
export const memorialPhotoUpload = contract({ path: 'memorial/photo', access: anyone, body: 'bytes', answer: answer<{ id: number; portrait: boolean }>() });
/** A memorial photo's bytes (`?code=`, `?size=thumb|full`), to whoever may see the page (the family with its proof header): shown from an object URL. */
export const memorialPhotoFile = contract({ path: 'memorial/photo/:photo', method: 'GET', access: anyone, body: 'none', answer: answer<Blob>() });
/** The family takes a photo off its memorial page. */
export const memorialPhotoRemove = contract({ path: 'memorial/photo_remove', ...publicCall, body: { proof, code, id }, answer: answer<PublicMemorial>() });

const staff = pageUsers('memorialModeration');
/** The staff queue: family accounts to confirm and messages to review, of the caller's channel. */
export const familyQueue = contract({
  path: 'admin.family_link/queue',
  access: staff,
  body: 'none',
  answer: answer<{ links: FamilyLinkRow[]; messages: MemorialTributeRow[]; decisions: ProofDecisionRow[] }>(),
});
export const familyDecide = contract({
  path: 'admin.family_link/decide',
  access: staff,
  body: { id, confirm: { type: 'boolean', required: true } },
  answer: answer<FamilyLinkRow>(),
});
export const tributeDecide = contract({
  path: 'admin.memorial_tribute/decide',
  access: staff,
  body: { id, show: { type: 'boolean', required: true } },
  answer: answer<MemorialTributeRow>(),
});

/**
 * The family's calls (docs/families.md; contracts in src/protocol/contracts/family.ts).
 * Public (no session; small bodies; the booking page's abuse limits: the same numbers,
 * `app.visitLimits`, counted per address and per mobile in this instance's memory, and the
 * public share of the database):
 *   POST /index/family/send_code {mobile}                     a one-time code by SMS
 *   POST /index/family/verify_code {mobile, challenge, code}  the mobile's proof (purpose `family`), its links made
 *   POST /index/family/account {proof}                         My graves (with the proofs to approve)
 *   POST /index/family/proof_decide {proof, work_id, version, approve, comment?}  approve or return a proof
 *   POST /index/family/contact {proof, term_id, contact_preference, holder_address?, holder_language?}
 * Staff (the managers of /memorial/moderation, in their channel):
 *   POST /index/admin.family_link/decide {id, confirm}
 * (the page's queue, accounts and messages together, is the memorial module's: ../memorial/routes.ts)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOneTimeCode, normaliseOneTimeCode } from '../../rules/messaging';
import { normaliseMobile } from '../../rules/visits';
import * as family from '../../protocol/contracts/family';
import { publicRoute, route } from '../contract/route';
import { ApiError, retryLater } from '../http/errors';
import { langOf } from '../http/lang';
import { checkCode, issueCode, makeProof, mobileOfProof } from '../messaging/otp';
import { WindowCounter } from '../publicKit/windowCounter';
import { familyAccount, updateContact } from './account';
import { decideLink, linkOnSignIn } from './links';
import { decideProof } from './proofs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The families' public calls' counters (the memorial's too): the booking page's limits, their own counts. */
    familyCounter: WindowCounter;
  }
}

/** The public limits of the families' calls: a read or a write counted against the address, a write against the mobile too. */
export const familyLimiter = (app: FastifyInstance) => {
  const limits = () => app.visitLimits;
  const counter = app.familyCounter;
  const nowMs = (): number => Date.now();
  const refuse = (): never => {
    throw retryLater('visit_too_many_requests', 429, Math.ceil(limits().windowMs / 1000));
  };
  return {
    read: (request: FastifyRequest): void => {
      if (counter.over(`miss:${request.ip}`, limits().missesPerAddress, limits().windowMs, nowMs())) refuse();
      if (!counter.hit(`read:${request.ip}`, limits().readsPerAddress, limits().windowMs, nowMs())) refuse();
    },
    write: (request: FastifyRequest): void => {
      if (counter.over(`miss:${request.ip}`, limits().missesPerAddress, limits().windowMs, nowMs())) refuse();
      if (!counter.hit(`write:${request.ip}`, limits().writesPerAddress, limits().windowMs, nowMs())) refuse();
    },
    mobile: (mobile: string): void => {
      if (!counter.hit(`mobile:${mobile}`, limits().writesPerMobile, limits().windowMs, nowMs())) refuse();
    },
    miss: (request: FastifyRequest): void => {
      counter.add(`miss:${request.ip}`, limits().windowMs, nowMs());
    },
  };
};

/** The family's proven mobile: the proof of a code typed on the family page (purpose `family`; the booking page's proofs are not accepted). */
export const familyMobile = (app: FastifyInstance, proof: string | undefined): string => mobileOfProof(app, 'family', proof);

export const familyRoutes = async (app: FastifyInstance): Promise<void> => {
  const limit = familyLimiter(app);
  const share = app.publicShare;

  publicRoute(app, family.familySendCode, async (body, _actor, { request }) => {
    const mobile = normaliseMobile(body.mobile);
    limit.write(request);
    return issueCode(app, 'family', mobile, langOf(request), { address: request.ip, gate: (work) => share.run(work) });
  });

  publicRoute(app, family.familyVerifyCode, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.read(request);
      const mobile = normaliseMobile(body.mobile);
      const code = normaliseOneTimeCode(body.code ?? '');
      if (!isOneTimeCode(code)) throw new ApiError('validation', 422, undefined, { code: { key: 'pattern' } as never });
      try {
        await checkCode(app, 'family', mobile, body.challenge ?? '', code);
      } catch (e) {
        if (e instanceof ApiError && ['otp_wrong', 'otp_expired', 'otp_attempts'].includes(e.code)) limit.miss(request);
        throw e;
      }
      await linkOnSignIn(app, mobile);
      return makeProof(app, 'family', mobile);
    }),
  );

  publicRoute(app, family.familyAccount, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.read(request);
      return familyAccount(app, familyMobile(app, body.proof));
    }),
  );

  publicRoute(app, family.familyProofDecide, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      return decideProof(app, mobile, { work_id: body.work_id, version: body.version, approve: body.approve, comment: body.comment });
    }),
  );

  publicRoute(app, family.familyContact, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      await updateContact(app, mobile, { term_id: body.term_id, contact_preference: body.contact_preference, holder_address: body.holder_address, holder_language: body.holder_language });
      return familyAccount(app, mobile);
    }),
  );

  route(app, family.familyDecide, async (body, actor) => decideLink(app, actor, body.id, body.confirm));
};

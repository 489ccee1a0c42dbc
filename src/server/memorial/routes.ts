/**
 * The memorial pages' calls (docs/families.md "Memorial pages"; contracts in
 * src/protocol/contracts/family.ts). Public, rate-limited like the family's own calls (the
 * booking page's limits): a wrong code counts as a miss of the address, so nobody walks the codes.
 *   POST /index/memorial/view {code, proof?}            the page (404 when not the reader's to see)
 *   POST /index/memorial/tribute {code, kind, message?, proof?}
 *   POST /index/memorial/report {code, id}
 *   POST /index/memorial/open {proof, member_id}        the family makes or finds its deceased's page
 *   POST /index/memorial/edit {proof, code, privacy, biography?}
 *   POST /index/memorial/decide {proof, code, id, show} the family shows or hides a held message
 * Staff (the managers of /memorial/moderation, in their channel):
 *   POST /index/admin.family_link/queue      the family accounts to confirm, the messages to review, the latest proof decisions
 *   POST /index/admin.memorial_tribute/decide {id, show}
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as family from '../../protocol/contracts/family';
import { publicRoute, route } from '../contract/route';
import { ApiError } from '../http/errors';
import { doorRead } from '../data/door';
import { pendingLinks } from '../family/links';
import { recentDecisions } from '../family/proofs';
import { familyLimiter, familyMobile } from '../family/routes';
import { editMemorial, familyDecideTribute, heldTributes, layTribute, openMemorial, reportTribute, staffDecideTribute, viewMemorial } from './tributes';

export const memorialRoutes = async (app: FastifyInstance): Promise<void> => {
  const limit = familyLimiter(app);
  const share = app.publicShare;
  /** A page not found is a miss of the address (the codes are not walked). */
  const counting = async <T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'memorial_not_found') limit.miss(request);
      throw e;
    }
  };
  const optionalMobile = (proof: string | undefined): string | null => (proof ? familyMobile(app, proof) : null);

  publicRoute(app, family.memorialView, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.read(request);
      return counting(request, () => viewMemorial(app, body.code, optionalMobile(body.proof)));
    }),
  );
  publicRoute(app, family.memorialTribute, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      return counting(request, () => layTribute(app, body.code, null, body.kind, body.message));
    }),
  );
  publicRoute(app, family.memorialReport, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      await counting(request, () => reportTribute(app, body.code, body.id));
      return { ok: true as const };
    }),
  );
  publicRoute(app, family.memorialOpen, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      return openMemorial(app, mobile, body.member_id);
    }),
  );
  publicRoute(app, family.memorialEdit, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      return counting(request, () => editMemorial(app, body.code, mobile, { privacy: body.privacy, biography: body.biography }));
    }),
  );
  publicRoute(app, family.memorialFamilyDecide, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      return counting(request, () => familyDecideTribute(app, body.code, mobile, body.id, body.show));
    }),
  );
  route(app, family.familyQueue, async (_body, actor) => {
    const db = doorRead(app, actor);
    return { links: await pendingLinks(db), messages: await heldTributes(db), decisions: await recentDecisions(db) };
  });
  route(app, family.tributeDecide, async (body, actor) => staffDecideTribute(app, actor, body.id, body.show));
};

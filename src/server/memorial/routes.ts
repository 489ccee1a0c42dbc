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
 *   POST /index/memorial/photo?code=&portrait=1          a photo (raw bytes; the proof in X-Family-Proof)
 *   GET  /index/memorial/photo/<id>?code=&size=          its bytes, to whoever may see the page
 *   POST /index/memorial/photo_remove {proof, code, id}
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
import { PHOTO_MAX_BYTES } from '../../rules/workPhotos';
import { addMemorialPhoto, checkPhotoUpload, readMemorialPhoto, removeMemorialPhoto } from './photos';
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
  // A photo's body: raw bytes, up to twice the limit so that a photo just over it is refused with the translated limit.
  app.addContentTypeParser(['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 }, (_req, body, done) => done(null, body));
  publicRoute(app, family.memorialPhotoUpload, async (body, _actor, { request }) => addMemorialPhoto(app, request, body), {
    // Before the body is read: counted, and only the family of a page with room for one more.
    before: async (request) => {
      limit.write(request);
      await counting(request, () => checkPhotoUpload(app, request));
    },
  });
  publicRoute(
    app,
    family.memorialPhotoFile,
    async (_body, _actor, { request, reply }) => {
      limit.read(request);
      const photo = await counting(request, () => readMemorialPhoto(app, request));
      return reply.header('content-type', photo.mime).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(photo.bytes) as never;
    },
    { raw: true },
  );
  publicRoute(app, family.memorialPhotoRemove, async (body, _actor, { request }) =>
    share.run(async () => {
      limit.write(request);
      const mobile = familyMobile(app, body.proof);
      limit.mobile(mobile);
      await counting(request, () => removeMemorialPhoto(app, body.code, mobile, body.id));
      return viewMemorial(app, body.code, mobile);
    }),
  );

  route(app, family.familyQueue, async (_body, actor) => {
    const db = doorRead(app, actor);
    return { links: await pendingLinks(db), messages: await heldTributes(db), decisions: await recentDecisions(db) };
  });
  route(app, family.tributeDecide, async (body, actor) => staffDecideTribute(app, actor, body.id, body.show));
};

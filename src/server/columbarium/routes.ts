/**
 * The columbarium's calls (docs/columbarium.md):
 * their contracts are in src/protocol/contracts/columbarium.ts (path, access: reading deposits,
 * body fields: the config's own, answer). The deposit's channel is the caller's, like an
 * order's; each call runs in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { door, doorTransaction } from '../data/door';
import type { Actor } from '../../config/types';
import type { StorageKind, FeeBasis, WithdrawalKind } from '../../rules/columbarium';
import * as ash from '../../protocol/contracts/columbarium';
import { route } from '../contract/route';
import { heavyRead } from '../http/heavyLane';
import { nicheMap } from './map';
import { checkPickup, depositAshes, depositDues, refundStorageRenewal, renewStorage, transferAshes, unlockPickup, withdrawAshes, type AshContext } from './actions';

export const columbariumRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: AshContext) => Promise<T>) => doorTransaction(app, actor, (db) => fn({ db, actor, app }));

  route(app, ash.depositAshes, async (body, actor) =>
    inTransaction(actor, (ctx) => depositAshes(ctx, { ...body, storage_kind: body.storage_kind as StorageKind, fee_basis: body.fee_basis as FeeBasis })) as Promise<ash.DepositMade>,
  );

  route(app, ash.withdrawAshes, async (body, actor) => {
    const req = { ...body, kind: body.kind as WithdrawalKind };
    // The identity first, in its own transaction: a wrong try is counted (and may lock the deposit) although it is refused.
    const refused = await inTransaction(actor, (ctx) => checkPickup(ctx, req));
    if (refused) throw refused;
    return inTransaction(actor, (ctx) => withdrawAshes(ctx, req));
  });

  route(app, ash.unlockPickup, async (body, actor) => inTransaction(actor, (ctx) => unlockPickup(ctx, body)));
  route(app, ash.renewStorage, async (body, actor) => inTransaction(actor, (ctx) => renewStorage(ctx, body)) as Promise<ash.StoragePaid>);
  route(app, ash.refundStorageRenewal, async (body, actor) => inTransaction(actor, (ctx) => refundStorageRenewal(ctx, body)) as Promise<ash.StoragePaid>);
  route(app, ash.transferAshes, async (body, actor) => inTransaction(actor, (ctx) => transferAshes(ctx, body)));
  // The niche map (src/app/columbarium/NicheMapPage.tsx): the halls that have niches, and one
  // hall's walls, rows and niches as rows of values (the plot map's compact shape).
  route(app, ash.nicheMap, async (body, actor) => heavyRead(app, (lane) => nicheMap(door(app, lane, actor), body.area_id)) as Promise<ash.NicheMap>);
  route(app, ash.depositDues, async (body, actor) => inTransaction(actor, (ctx) => depositDues(ctx, body)));
};

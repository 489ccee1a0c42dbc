/**
 * The unread count every signed-in browser polls each second (`{table: 'message', where:
 * {receive_user_id: <level>, status: 未读}, is_count: 1}` through POST /index/query), answered
 * from memory: the unread messages per level, read with one grouped count when first asked and
 * again after any message changed. Forgotten at once by this instance's message writes (the
 * hooks below, mark-all-read) and, on every instance, by the change feed (a statement trigger
 * on the message table: events' messages, other instances, anything written past the app).
 * While the feed is down, each poll counts in the database as before. Any other shape of
 * request, or a level other than the caller's, goes the generic way.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canDo } from '../../config/access';
import { MESSAGE_UNREAD } from '../../rules/messageTypes';
import type { Actor, Level } from '../../config/types';
import { withDdlLock } from '../db/changeFeed';
import { doorRead, privilegedRead, type TypedDb } from '../data/door';
import { registerHooks } from '../hooks/registry';

export const MESSAGE_TOPIC = 'message';
/** A safety net only: the change feed is what keeps the counts right. */
export const UNREAD_TTL_MS = 30_000;

type Counts = ReadonlyMap<number, number>;

export class UnreadCounts {
  private counts: Counts | undefined;
  private readAt = 0;
  private generation = 0;
  private loading: { generation: number; counts: Promise<Counts> } | undefined;

  constructor(
    private readonly isLive: () => boolean,
    readonly ttlMs = UNREAD_TTL_MS,
  ) {}

  forget(): void {
    this.generation++;
    this.counts = undefined;
    this.loading = undefined;
  }

  async of(db: TypedDb, level: Level): Promise<number> {
    if (!this.isLive()) return (await readCounts(db, level)).get(level) ?? 0;
    if (this.counts && performance.now() - this.readAt <= this.ttlMs) return this.counts.get(level) ?? 0;
    // One read for every poll waiting on it.
    if (!this.loading || this.loading.generation !== this.generation) {
      const generation = this.generation;
      const counts = readCounts(db);
      this.loading = { generation, counts };
      void counts.then(
        (found) => {
          if (this.generation !== generation || !this.isLive()) return;
          this.counts = found;
          this.readAt = performance.now();
          this.loading = undefined;
        },
        () => {
          if (this.loading?.counts === counts) this.loading = undefined;
        },
      );
    }
    return (await this.loading.counts).get(level) ?? 0;
  }
}

const readCounts = async (db: TypedDb, level?: Level): Promise<Counts> => {
  const { rows } = await sql<{ level: number; n: number }>`select receive_user_id as level, count(*) as n from message
    where status = ${MESSAGE_UNREAD} ${level === undefined ? sql`` : sql`and receive_user_id = ${level}`} group by receive_user_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.level), Number(r.n)]));
};

declare module 'fastify' {
  interface FastifyInstance {
    unread: UnreadCounts;
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The poll's count from memory, or undefined when the request is anything else (it then goes
 * the generic way, which answers the same). Only when the message table's scope is still "the
 * caller's level" and the caller may read it: the same answer the generic count gives.
 */
export const unreadPoll = (app: FastifyInstance, actor: Actor, body: Record<string, unknown>): Promise<number> | undefined => {
  if (body.table !== 'message' || (body.is_count !== 1 && body.is_count !== true)) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 3 || !('where' in body)) return undefined;
  const where = body.where;
  if (!isPlain(where) || Object.keys(where).length !== 2 || where.status !== MESSAGE_UNREAD || where.receive_user_id !== actor.level) return undefined;
  const resource = app.resources.message;
  if (!resource || resource.table !== 'message' || resource.channelScoped || !canDo(resource, actor.level, 'read')) return undefined;
  const filter = resource.rowFilter?.(actor);
  if (!filter || Object.keys(filter).length !== 1 || filter.receive_user_id !== actor.level) return undefined;
  return app.unread.of(doorRead(app, actor), actor.level);
};

export const installUnreadCounts = (app: FastifyInstance): void => {
  const counts = new UnreadCounts(() => app.changes.live);
  app.decorate('unread', counts);
  app.changes.on(MESSAGE_TOPIC, () => counts.forget());
  app.changes.onReset(() => counts.forget());
  // This instance's own writes forget at once (before their commit too: a read that began
  // since is not kept, see `generation`); the feed repeats it when they commit.
  registerHooks(app, 'message', {
    afterCreate: () => counts.forget(),
    afterUpdate: () => counts.forget(),
    beforeDelete: () => counts.forget(),
  });
  app.addHook('onReady', async () => {
    await withDdlLock(privilegedRead(app), async (trx) => {
      await sql`CREATE OR REPLACE TRIGGER message_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message
        FOR EACH STATEMENT EXECUTE FUNCTION cemetery_notify_change(${sql.lit(MESSAGE_TOPIC)})`.execute(trx);
    });
  });
};

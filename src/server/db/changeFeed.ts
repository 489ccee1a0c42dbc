/**
 * What other writers changed, for the parts that keep answers in memory (the session cache,
 * the unread counts). Triggers on the watched tables send `NOTIFY cemetery_changes` with
 * `<schema>:<topic>:<key>` when their transaction commits, whoever wrote (this instance,
 * another one, psql); every instance LISTENs on one dedicated connection (PGlite: one
 * process, heard at commit). While that link is down nothing may be trusted from memory:
 * `live` is false and each part asks the database as before; when it comes back every
 * part forgets everything, since notifications may have been missed (docs/performance.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { byName, type AnyHandle, type Db } from './handle';

export const CHANGES_CHANNEL = 'cemetery_changes';

type Listener = (key: string) => void;

export class ChangeFeed {
  /** Notifications are being heard: what memory holds may be served. */
  live = false;
  /** Only this schema's notifications are ours (tests put many databases in one). */
  schema = '';
  private readonly topics = new Map<string, Listener[]>();
  private readonly resets: (() => void)[] = [];

  /** `fn(key)` on every change of the topic; key '' means "anything of it". */
  on(topic: string, fn: Listener): void {
    this.topics.set(topic, [...(this.topics.get(topic) ?? []), fn]);
  }

  /** `fn()` whenever the link goes down or comes back. */
  onReset(fn: () => void): void {
    this.resets.push(fn);
  }

  setLive(live: boolean): void {
    this.live = live;
    for (const fn of this.resets) fn();
  }

  hear(payload: string): void {
    const first = payload.indexOf(':');
    const second = payload.indexOf(':', first + 1);
    if (first < 0 || second < 0 || payload.slice(0, first) !== this.schema) return;
    const topic = payload.slice(first + 1, second);
    for (const fn of this.topics.get(topic) ?? []) fn(payload.slice(second + 1));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/**
 * The one trigger function: TG_ARGV[0] is the topic, TG_ARGV[1] (row triggers) the column
 * whose value is the key. Statement triggers send an empty key.
 */
export const migrateChangeFeed = async (db: Db): Promise<void> => {
  await sql`CREATE OR REPLACE FUNCTION cemetery_notify_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  k text := '';
BEGIN
  IF TG_LEVEL = 'ROW' AND TG_NARGS > 1 THEN
    IF TG_OP = 'DELETE' THEN k := to_jsonb(OLD) ->> TG_ARGV[1]; ELSE k := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  END IF;
  PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, TG_TABLE_SCHEMA || ':' || TG_ARGV[0] || ':' || coalesce(k, ''));
  RETURN NULL;
END
$fn$`.execute(db);
};

/**
 * Run `fn` (trigger DDL) once at a time across instances starting together: concurrent
 * CREATE OR REPLACE of one function or trigger fails with "tuple concurrently updated".
 */
export const withDdlLock = async <H extends AnyHandle>(db: H, fn: (trx: H) => Promise<void>): Promise<void> => {
  await byName(db).transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7421014)`.execute(trx);
    await migrateChangeFeed(trx);
    // The transaction typed as the handle it came from (the same connection either way).
    await fn(trx as unknown as H);
  });
};

const changeFeed: FastifyPluginAsync = async (app) => {
  const feed = new ChangeFeed();
  app.decorate('changes', feed);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const listen = app.database.listen;
    if (!listen) return;
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(app.database.db);
    feed.schema = rows[0]?.s ?? 'public';
    stop = await listen.call(app.database, CHANGES_CHANNEL, (payload) => feed.hear(payload), (live) => feed.setLive(live));
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
};

export const changeFeedPlugin = fp(changeFeed, { name: 'changes' });

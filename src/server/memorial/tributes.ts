/**
 * The memorial pages (云祭祀, docs/families.md "Memorial pages"): one per deceased, private until
 * the family chooses otherwise, found by its code (the link) across channels like a pay link (the
 * page has no caller), then read and written through the door of the memorial's own channel.
 * Who is "the family" of a deceased: a mobile confirmed by staff in that channel (a family link)
 * that the deceased's registration names as the applicant, or a current rights holder (or, before
 * any, the buyer) of an order of the deceased's plot, or the holder of its term. Names of the living are never shown: a page shows
 * the deceased, the dates, the place, what the family wrote, and the messages without their
 * writers' names.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor, Channel } from '../../config/types';
import { FAMILY_LIMITS, GESTURES, MEMORIAL_CODE_ALPHABET, isFamilyStaff, isMemorialCode, memorialVisible, newMessageStatus, type Gesture, type MemorialPrivacy, type TributeKind } from '../../rules/family';
import type { MemorialTributeRow, PublicMemorial } from '../../protocol/family';
import { clockOf } from '../clock/clock';
import { doorRead, doorTransaction, privilegedRead, type TypedDb } from '../data/door';
import { insertRow, lockRow, updateRow } from '../data/logged';
import type { RowOf } from '../db/tables';
import { ApiError } from '../http/errors';
import { readSettingRow } from '../kernel/settings';
import { confirmedChannels, familyOrders, samePhone } from '../family/links';
import { memberDate } from '../family/account';

const notFound = (): ApiError => new ApiError('memorial_not_found', 404);
const COUNT_COLUMN: Record<Gesture, 'flowers' | 'candles' | 'incense'> = { flower: 'flowers', candle: 'candles', incense: 'incense' };

const newCode = (): string => Array.from({ length: FAMILY_LIMITS.codeLength }, () => MEMORIAL_CODE_ALPHABET[randomInt(MEMORIAL_CODE_ALPHABET.length)]).join('');

/** The cemetery's switches: memorial pages on, messages shown at once. */
const switches = async (app: FastifyInstance): Promise<{ on: boolean; atOnce: boolean; cemetery: string }> => {
  const s = await readSettingRow(privilegedRead(app), ['memorial_enabled', 'memorial_messages_at_once', 'cemetery_name']);
  return { on: s.memorial_enabled !== false, atOnce: s.memorial_messages_at_once === true, cemetery: s.cemetery_name ?? '' };
};

/** Whether `mobile` (proven) is the family of deceased `memberId` in `channel` (the door of that channel). */
const isFamilyOf = async (db: TypedDb, mobile: string, memberId: number): Promise<boolean> => {
  const m = await db.selectFrom('member').select(['id', 'burialslot_id', 'applicant_phone']).where('id', '=', memberId).executeTakeFirst();
  if (!m) return false;
  const byApplicant = await db.selectFrom('member').select('id').where('id', '=', memberId).where(samePhone('applicant_phone', mobile)).executeTakeFirst();
  if (byApplicant) return true;
  if (!m.burialslot_id) return false;
  const plot = Number(m.burialslot_id);
  const order = await familyOrders(db, mobile).select('o.id').where('o.burialslot_id', '=', plot).executeTakeFirst();
  if (order) return true;
  const term = await db.selectFrom('mgmt_term').select('id').where('burialslot_id', '=', plot).where(samePhone('holder_phone', mobile)).executeTakeFirst();
  return !!term;
};

/** The memorial by its code, across channels (the code is the link: the page has no caller). */
const byCode = async (app: FastifyInstance, code: string): Promise<RowOf<'memorial'>> => {
  if (!isMemorialCode(code)) throw notFound();
  const row = await privilegedRead(app).selectFrom('memorial').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

/** Whether the reader with `mobile` (or none) is this memorial's family: confirmed in its channel and named by its deceased's records. */
const readerIsFamily = async (app: FastifyInstance, memorial: RowOf<'memorial'>, mobile: string | null): Promise<boolean> => {
  if (!mobile) return false;
  const channel = memorial.channel as Channel;
  if (!(await confirmedChannels(app, mobile)).includes(channel)) return false;
  return isFamilyOf(doorRead(app, { channel }), mobile, Number(memorial.member_id));
};

/** The memorial by its code if the reader may see it (the pages on, its privacy), else the 404 a stranger gets. */
export const visibleMemorial = async (app: FastifyInstance, code: string, mobile: string | null): Promise<RowOf<'memorial'>> => {
  const sw = await switches(app);
  if (!sw.on) throw new ApiError('memorial_off', 404);
  const memorial = await byCode(app, code);
  if (!memorialVisible((memorial.privacy ?? 'private') as MemorialPrivacy, { member: await readerIsFamily(app, memorial, mobile) })) throw notFound();
  return memorial;
};

/** The memorial by its code if `mobile` is its family, else the 404 a stranger gets. */
export const memorialOfFamily = async (app: FastifyInstance, code: string, mobile: string): Promise<RowOf<'memorial'>> => {
  const memorial = await byCode(app, code);
  if (!(await readerIsFamily(app, memorial, mobile))) throw notFound();
  return memorial;
};

/** What a reader of the page sees, or 404 when the cemetery has turned the pages off or the page is not the reader's to see. */
export const viewMemorial = async (app: FastifyInstance, code: string, mobile: string | null): Promise<PublicMemorial> => {
  const sw = await switches(app);
  if (!sw.on) throw new ApiError('memorial_off', 404);
  const memorial = await byCode(app, code);
  const family = await readerIsFamily(app, memorial, mobile);
  if (!memorialVisible((memorial.privacy ?? 'private') as MemorialPrivacy, { member: family })) throw notFound();
  const db = doorRead(app, { channel: memorial.channel as Channel });
  const member = await db
    .selectFrom('member as m')
    .leftJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
    .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
    .select(['m.name', 'p.code', 'a.name as area'])
    .select([memberDate(app, 'birth_date').as('birth_date'), memberDate(app, 'death_date').as('death_date')])
    .where('m.id', '=', Number(memorial.member_id))
    .executeTakeFirst();
  if (!member) throw notFound();
  const tributes = await db
    .selectFrom('memorial_tribute')
    .select(['id', 'message', 'status', 'created_at'])
    .where('memorial_id', '=', memorial.id)
    .where('kind', '=', 'message')
    .where('status', 'in', family ? ['shown', 'held'] : ['shown'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const shownCount = await db
    .selectFrom('memorial_tribute')
    .select(sql<number>`count(*)::integer`.as('n'))
    .where('memorial_id', '=', memorial.id)
    .where('kind', '=', 'message')
    .where('status', '=', 'shown')
    .executeTakeFirstOrThrow();
  const photos = await db.selectFrom('stored_file').select('id').where('owner_table', '=', 'memorial').where('owner_id', '=', memorial.id).orderBy('id').limit(FAMILY_LIMITS.photosMax + 1).execute();
  const out = (t: { id: number; message: string | null; created_at: unknown }) => ({ id: t.id, message: t.message ?? '', created_at: new Date(t.created_at as string).toISOString() });
  return {
    code: memorial.code ?? '',
    name: member.name ?? '',
    birth_date: member.birth_date ?? null,
    death_date: member.death_date ?? null,
    biography: memorial.biography ?? null,
    privacy: (memorial.privacy ?? 'private') as MemorialPrivacy,
    portrait: memorial.portrait_id ?? null,
    photos: photos.map((p) => p.id).filter((id) => id !== memorial.portrait_id),
    place: [member.area, member.code].filter(Boolean).join(' '),
    counts: { flower: Number(memorial.flowers ?? 0), candle: Number(memorial.candles ?? 0), incense: Number(memorial.incense ?? 0), message: Number(shownCount.n) },
    messages: tributes.filter((t) => t.status === 'shown').map(out),
    family,
    held: family ? tributes.filter((t) => t.status === 'held').map(out) : [],
    cemetery: sw.cemetery,
  };
};

/** Lay a tribute: a gesture counted on the memorial, or a message held for review (or shown at once where the cemetery allows it). */
export const layTribute = async (app: FastifyInstance, code: string, mobile: string | null, kind: TributeKind, message: string | undefined): Promise<{ counts: PublicMemorial['counts']; held: boolean }> => {
  const sw = await switches(app);
  if (!sw.on) throw new ApiError('memorial_off', 404);
  const memorial = await byCode(app, code);
  const family = await readerIsFamily(app, memorial, mobile);
  if (!memorialVisible((memorial.privacy ?? 'private') as MemorialPrivacy, { member: family })) throw notFound();
  const channel = memorial.channel as Channel;
  let held = false;
  await doorTransaction(app, { channel }, async (db) => {
    if ((GESTURES as readonly string[]).includes(kind)) {
      const column = COUNT_COLUMN[kind as Gesture];
      await db
        .updateTable('memorial')
        .set({ [column]: sql`${sql.ref(column)} + 1` })
        .where('id', '=', memorial.id)
        .execute();
      return;
    }
    if (!message) throw new ApiError('validation', 422, undefined, { message: { key: 'required' } as never });
    // The family's own message is theirs to show; anyone else's waits for review unless the cemetery shows them at once.
    const status = family ? 'shown' : newMessageStatus(sw.atOnce);
    held = status === 'held';
    await insertRow({ db, actor: null }, 'memorial_tribute', { memorial_id: memorial.id, kind: 'message', message, status, reports: 0 }, channel);
  });
  const after = await viewMemorial(app, code, mobile);
  return { counts: after.counts, held };
};

/** A reader reports a shown message of a page they may see: after FAMILY_LIMITS.reportsToHold reports it waits for review again. */
export const reportTribute = async (app: FastifyInstance, code: string, id: number): Promise<void> => {
  const memorial = await byCode(app, code);
  if ((memorial.privacy ?? 'private') === 'private') throw notFound();
  await doorTransaction(app, { channel: memorial.channel as Channel }, async (db) => {
    const t = await lockRow(db, 'memorial_tribute', id);
    if (!t || t.memorial_id !== memorial.id || t.status !== 'shown') throw new ApiError('not_found', 404);
    const reports = Number(t.reports ?? 0) + 1;
    await updateRow({ db, actor: null }, 'memorial_tribute', t, { reports, ...(reports >= FAMILY_LIMITS.reportsToHold ? { status: 'held' as const } : {}) });
  });
};

/** The family opens the memorial page of one of its deceased (made private on first opening). */
export const openMemorial = async (app: FastifyInstance, mobile: string, memberId: number): Promise<{ code: string }> => {
  const sw = await switches(app);
  if (!sw.on) throw new ApiError('memorial_off', 404);
  for (const channel of await confirmedChannels(app, mobile)) {
    const found = await doorTransaction(app, { channel }, async (db) => {
      if (!(await isFamilyOf(db, mobile, memberId))) return null;
      const existing = await db.selectFrom('memorial').select('code').where('member_id', '=', memberId).executeTakeFirst();
      if (existing?.code) return existing.code;
      const row = await insertRow({ db, actor: null }, 'memorial', { member_id: memberId, code: newCode(), privacy: 'private', flowers: 0, candles: 0, incense: 0, updated_by_mobile: mobile }, channel);
      return row.code;
    });
    if (found) return { code: found };
  }
  throw new ApiError('family_not_found', 404);
};

/** The family's own write to its page (logged, with the family's mobile). */
const asFamily = async <T>(app: FastifyInstance, code: string, mobile: string, fn: (db: TypedDb, memorial: RowOf<'memorial'>) => Promise<T>): Promise<T> => {
  const memorial = await byCode(app, code);
  if (!(await readerIsFamily(app, memorial, mobile))) throw notFound();
  return doorTransaction(app, { channel: memorial.channel as Channel }, async (db) => {
    const locked = await lockRow(db, 'memorial', memorial.id);
    if (!locked) throw notFound();
    return fn(db, locked);
  });
};

export const editMemorial = async (app: FastifyInstance, code: string, mobile: string, patch: { privacy: MemorialPrivacy; biography?: string }): Promise<PublicMemorial> => {
  await asFamily(app, code, mobile, (db, m) => updateRow({ db, actor: null }, 'memorial', m, { privacy: patch.privacy, biography: patch.biography ?? null, updated_by_mobile: mobile }));
  return viewMemorial(app, code, mobile);
};

export const familyDecideTribute = async (app: FastifyInstance, code: string, mobile: string, id: number, show: boolean): Promise<PublicMemorial> => {
  await asFamily(app, code, mobile, async (db, m) => {
    const t = await lockRow(db, 'memorial_tribute', id);
    if (!t || t.memorial_id !== m.id || t.kind !== 'message') throw new ApiError('not_found', 404);
    await updateRow({ db, actor: null }, 'memorial_tribute', t, { status: show ? 'shown' : 'hidden', decided_at: clockOf(app).now().toISOString() });
  });
  return viewMemorial(app, code, mobile);
};

const tributeRow = (r: { id: number; code: string | null; name: string | null; message: string | null; status: string | null; reports: number | null; created_at: unknown }): MemorialTributeRow => ({
  id: r.id,
  memorial_code: r.code ?? '',
  deceased: r.name ?? '',
  message: r.message ?? '',
  status: (r.status ?? 'held') as MemorialTributeRow['status'],
  reports: Number(r.reports ?? 0),
  created_at: new Date(r.created_at as string).toISOString(),
});

const tributeQuery = (db: TypedDb) =>
  db
    .selectFrom('memorial_tribute as t')
    .innerJoin('memorial as g', 'g.id', 't.memorial_id')
    .innerJoin('member as m', 'm.id', 'g.member_id')
    .select(['t.id', 'g.code', 'm.name', 't.message', 't.status', 't.reports', 't.created_at']);

/** The caller's channel's messages waiting for review, oldest first. */
export const heldTributes = async (db: TypedDb): Promise<MemorialTributeRow[]> =>
  (await tributeQuery(db).where('t.status', '=', 'held').where('t.kind', '=', 'message').orderBy('t.created_at').orderBy('t.id').limit(200).execute()).map(tributeRow);

/** A manager shows or hides a message of their channel. */
export const staffDecideTribute = async (app: FastifyInstance, actor: Actor, id: number, show: boolean): Promise<MemorialTributeRow> => {
  if (!isFamilyStaff(actor.level)) throw new ApiError('forbidden', 403);
  return doorTransaction(app, actor, async (db) => {
    const t = await lockRow(db, 'memorial_tribute', id);
    if (!t || t.kind !== 'message') throw new ApiError('not_found', 404);
    await updateRow({ db, actor, app }, 'memorial_tribute', t, { status: show ? 'shown' : 'hidden', decided_by: actor.userId, decided_at: clockOf(app).now().toISOString() });
    const row = await tributeQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow();
    return tributeRow(row);
  });
};

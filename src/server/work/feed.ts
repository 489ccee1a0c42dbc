/**
 * The calendar feed (docs/work.md "Calendar feed"): each staff member may have one secret URL,
 * /feed/work/<token>.ics, that a phone's calendar subscribes to. It serves, as iCalendar
 * (RFC 5545), the booked and done work assigned to them and to their crew (user.crew) on their
 * channel, from 30 days back to 120 days ahead. Only the SHA-256 of the token is stored
 * (user.ics_token_hash), so the URL is shown once, when made; making a new one or revoking
 * ends the old one. A wrong, revoked or disabled account's token answers a bare 404.
 *
 *   POST /index/admin.work_order/feed_status  {}  -> {active}
 *   POST /index/admin.work_order/feed_token   {}  -> {path}   (a new secret; the old one ends)
 *   POST /index/admin.work_order/feed_revoke  {}  -> {active: false}
 * (contracts in src/protocol/contracts/work.ts). The feed itself is no action route: a calendar
 * app's GET outside the API base, its token in the path, answered as text/calendar.
 */
import { createHash, randomBytes } from 'node:crypto';
import { doorRead, privilegedRead } from '../data/door';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Channel, Level } from '../../config/types';
import { WORK_KIND, WORK_STATUS, crewKey } from '../../rules/work';
import { channelOfLevel } from '../../config/routes';
import { accessLevels } from '../../protocol/contract';
import * as work from '../../protocol/contracts/work';
import { route } from '../contract/route';

export const FEED_PAST_DAYS = 30;
export const FEED_AHEAD_DAYS = 120;
const FEED_MAX_ROWS = 1000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string): string => `/feed/work/${token}.ics`;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
const text = (v: unknown): string =>
  String(v ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');

/** A UTC date-time: 20261125T020000Z. */
const stamp = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines folded at 75 octets (continuations start with a space), ended by CRLF. */
const fold = (line: string): string => {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const label = <T extends { value: string; label: { zh: string; en: string } }>(list: readonly T[], value: unknown): string => {
  const found = list.find((x) => x.value === value);
  return found ? `${found.label.zh} ${found.label.en}` : String(value);
};

interface FeedRow {
  id: number;
  work_no: string | null;
  kind: string;
  status: string | null;
  scheduled_start: string | Date | null;
  duration_minutes: number | null;
  updated_at: string | Date | null;
  notes: string | null;
  crew: string | null;
  plot_code: string | null;
  area_name: string | null;
}

export const icsOf = (rows: readonly FeedRow[], calendarName: string, now: Date): string => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//cemetery//work orders//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${text(calendarName)}`];
  for (const r of rows) {
    // The feed's query reads booked work only: every row has a start.
    if (r.scheduled_start === null) continue;
    const start = new Date(r.scheduled_start);
    const end = new Date(start.getTime() + (Number(r.duration_minutes) || 60) * 60_000);
    const where = [r.area_name, r.plot_code].filter(Boolean).join(' ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${r.work_no ?? ""}-${r.id}@work-orders`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${text(`${label(WORK_KIND, r.kind)} · ${r.plot_code ?? ''} (${r.work_no ?? ""})`)}`,
      `LOCATION:${text(where)}`,
      `DESCRIPTION:${text([label(WORK_STATUS, r.status), r.crew ? `班组 Crew: ${r.crew}` : '', r.notes ?? ''].filter(Boolean).join('\n'))}`,
      `STATUS:${r.status === 'done' || r.status === 'in_progress' || r.status === 'scheduled' ? 'CONFIRMED' : 'TENTATIVE'}`,
      ...(r.updated_at ? [`LAST-MODIFIED:${stamp(new Date(r.updated_at))}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
};

export const feedRoutes = async (app: FastifyInstance): Promise<void> => {

  route(app, work.feedStatus, async (_body, actor) => {
    const row = await doorRead(app, actor).selectFrom('user').select('ics_token_hash').where('id', '=', actor.userId).executeTakeFirst();
    return { active: Boolean(row?.ics_token_hash) };
  });

  route(app, work.feedToken, async (_body, actor) => {
    const token = randomBytes(32).toString('base64url');
    await doorRead(app, actor).updateTable('user').set({ ics_token_hash: hashOf(token) }).where('id', '=', actor.userId).execute();
    return { active: true, path: feedPath(token) };
  });

  route(app, work.feedRevoke, async (_body, actor) => {
    await doorRead(app, actor).updateTable('user').set({ ics_token_hash: null }).where('id', '=', actor.userId).execute();
    return { active: false };
  });

  app.get<{ Params: { file: string } }>('/feed/work/:file', async (request, reply) => {
    const notFound = () => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    const m = /^(.+)\.ics$/.exec(request.params.file);
    if (!m || !TOKEN_RE.test(m[1])) return notFound();
    // Found by its token, for no signed-in caller: across channels.
    const user = await privilegedRead(app).selectFrom('user').select(['id', 'nickname', 'level', 'crew', 'enabled']).where('ics_token_hash', '=', hashOf(m[1])).executeTakeFirst();
    // A level whose menu has no calendar (a clerk since, or before the menus were enforced) has no feed either.
    if (!user || user.enabled === false || !accessLevels(work.feedToken.access, app.resources)?.includes(user.level as Level)) return notFound();
    const now = app.clock.now();
    const channel: Channel = channelOfLevel(user.level as Level);
    const crew = crewKey(user.crew);
    // The feed's owner's channel, through its door.
    const rows = await doorRead(app, { channel })
      .selectFrom('work_order as w')
      .innerJoin('tomb_burialslot as p', 'p.id', 'w.burialslot_id')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['w.id', 'w.work_no', 'w.kind', 'w.status', 'w.scheduled_start', 'w.duration_minutes', 'w.updated_at', 'w.notes', 'w.crew', 'p.code as plot_code', 'a.name as area_name'])
      .where('w.status', 'in', ['scheduled', 'in_progress', 'done'])
      .where('w.scheduled_start', '>=', new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString())
      .where('w.scheduled_start', '<', new Date(now.getTime() + FEED_AHEAD_DAYS * 86_400_000).toISOString())
      .where((eb) => (crew === '' ? eb('w.assignee_id', '=', user.id) : eb.or([eb('w.assignee_id', '=', user.id), sql<boolean>`lower(btrim(w.crew)) = ${crew}`])))
      .orderBy('w.scheduled_start')
      .limit(FEED_MAX_ROWS)
      .execute();
    return reply
      .header('cache-control', 'private, no-store')
      .type('text/calendar; charset=utf-8')
      .send(icsOf(rows, `工单 Work · ${user.nickname}`, now));
  });
};

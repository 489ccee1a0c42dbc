/**
 * The families' door (docs/families.md), through the real public and staff calls on both
 * databases: a holder signs in with the code its phone receives, waits for staff to confirm it,
 * then finds its grave (occupants with partial dates, the term's renewal due with its pay link,
 * the receipts) and approves its inscription proof (returned first, then version 2); a memorial page private by default answers 404 to strangers and to other
 * families; with the link a visitor lays a flower and leaves a message that shows once staff
 * approve it. Nothing any family call answers carries another family's data (the probe).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { DevelopmentProvider } from '../../src/server/messaging/development';
import { makeProof } from '../../src/server/messaging/otp';
import { CONTRACTS } from '../../src/protocol/contracts';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, type World } from './domainSetup';
import { noLimits } from './visitSetup';

let w: World;

interface Answer {
  http: number;
  status: number;
  code?: string;
  data: Record<string, unknown>;
  raw: string;
}

/** A public call, as a phone without a session makes it. */
const pub = async (path: string, body: unknown, ip = '198.51.100.7'): Promise<Answer> => {
  const res = await w.app.inject({ method: 'POST', url: `/index/${path}`, payload: body as object, remoteAddress: ip, headers: { 'accept-language': 'en' } });
  const json = res.json() as { status: number; data: Record<string, unknown> & { code?: string } };
  return { http: res.statusCode, status: json.status, code: json.data?.code, data: json.data, raw: res.body };
};
const staff = async (level: Level, path: string, body: unknown = {}): Promise<Answer> => {
  const res = await w.call(level, `/index/${path}`, body);
  return { http: res.status, status: res.body.status, code: String((res.body.data as { code?: string })?.code ?? ''), data: res.body.data, raw: JSON.stringify(res.body) };
};

const HOLDER = '13912340001';
const OTHER = '13912340002';
const STRANGER_IP = '203.0.113.99';

let plotA: number;
let plotB: number;
let memberA: Row;
let orderA: Row;
let termA: Row;
let payLinkCode: string;

/** A paid order of `level`'s channel on `plot`, bought with `phone`, and its term. */
const paidOrder = async (level: Level, plot: number, name: string, phone: string): Promise<{ order: Row; term: Row }> => {
  let order = await w.create(level, 'tomb_order', { burialslot_id: plot, buyer_name: name, buyer_phone: phone, maintenance_years: 20 });
  order = (await w.call(level, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
  await w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
  order = await w.row('tomb_order', Number(order.id));
  const term = (await w.database.db.selectFrom('mgmt_term').selectAll().where('order_id', '=', Number(order.id)).executeTakeFirstOrThrow()) as Row;
  return { order, term };
};

/** The code the family reads on its phone: the development provider's last message to that mobile. */
const codeOn = (m: string): string => String((w.app.sms.provider as DevelopmentProvider).outbox.filter((x) => x.mobile === m).at(-1)?.params.code);

const signIn = async (mobile: string, ip: string): Promise<string> => {
  const sent = await pub('family/send_code', { mobile }, ip);
  expect(sent.status, sent.raw).toBe(200);
  const proven = await pub('family/verify_code', { mobile, challenge: sent.data.challenge, code: codeOn(mobile) }, ip);
  expect(proven.status, proven.raw).toBe(200);
  return String(proven.data.proof);
};

let proofA: string;
let proofB: string | undefined;

/** The other family, signed in and confirmed in the same channel (once). */
const confirmOther = async (): Promise<string> => {
  if (proofB) return proofB;
  proofB = await signIn(OTHER, '198.51.100.3');
  const queue = await staff(2, 'admin.family_link/queue');
  const linkB = (queue.data.links as { id: number; mobile: string }[]).find((l) => l.mobile === OTHER)!;
  await staff(2, 'admin.family_link/decide', { id: linkB.id, confirm: true });
  return proofB;
};

beforeAll(async () => {
  w = await buildWorld('family');
  noLimits(w);
  plotA = await w.addPlot('FAM-1', { column_no: 901, type: 'single', capacity: 2 });
  plotB = await w.addPlot('FAM-2', { column_no: 902, type: 'single', capacity: 1 });
  ({ order: orderA, term: termA } = await paidOrder(1, plotA, '王建国', '139 1234 0001'));
  await paidOrder(1, plotB, '赵红', OTHER);
  // The holder's mobile on an order of the other channel too: confirmed there separately.
  const plotC = await w.addPlot('FAM-3', { column_no: 903, type: 'single', capacity: 1 });
  await paidOrder(3, plotC, '王建国', HOLDER);
  memberA = await w.create(1, 'member', { name: '王德明', birth_date: '1923-11', death_date: '2001-03-04', applicant_name: '王建国', applicant_phone: HOLDER, burialslot_id: plotA, order_id: orderA.id });
  await w.create(1, 'member', { name: '赵老太', death_date: '~1990', applicant_name: '赵红', applicant_phone: OTHER, burialslot_id: plotB });
  // The term ran out last month: its renewal is due, and the desk made the pay link.
  await w.database.db.updateTable('mgmt_term').set({ paid_until: '2026-10-31' }).where('id', '=', Number(termA.id)).execute();
  await w.database.db.updateTable('setting').set({ pay_sandbox: true }).where('id', '=', 1).execute();
  const link = await w.call(2, '/index/admin.pay_link/create', { term_id: termA.id, years: 1 });
  expect(link.body.status, JSON.stringify(link.body)).toBe(200);
  payLinkCode = String((await w.database.db.selectFrom('pay_link').select('code').where('term_id', '=', Number(termA.id)).executeTakeFirstOrThrow()).code);
}, 120_000);
afterAll(async () => {
  await w?.close();
});

describe('the family’s account', () => {
  it('signs in with the code its phone receives; until staff confirm, nothing of the records shows', async () => {
    proofA = await signIn(HOLDER, '198.51.100.1');
    const before = await pub('family/account', { proof: proofA });
    expect(before.status, before.raw).toBe(200);
    expect(before.data).toMatchObject({ mobile: HOLDER, state: 'pending', graves: [] });
    expect(before.raw).not.toContain('王德明');
    const links = await w.database.db.selectFrom('family_link').select(['channel', 'status', 'names']).where('mobile', '=', HOLDER).orderBy('channel').execute();
    expect(links).toEqual([
      { channel: 'inside', status: 'pending', names: '王建国' },
      { channel: 'outside', status: 'pending', names: '王建国' },
    ]);
  });

  it('a mobile on no record is told so, and gets no link', async () => {
    const proof = await signIn('13912349999', '198.51.100.2');
    const account = await pub('family/account', { proof });
    expect(account.data).toMatchObject({ state: 'none', graves: [] });
    expect(await w.database.db.selectFrom('family_link').select('id').where('mobile', '=', '13912349999').execute()).toEqual([]);
  });

  it('the managers of the channel confirm it; other levels and channels cannot', async () => {
    expect((await staff(1, 'admin.family_link/queue')).http).toBe(403);
    const inside = await staff(2, 'admin.family_link/queue');
    const outside = await staff(4, 'admin.family_link/queue');
    const pendingIn = (inside.data.links as { id: number; mobile: string }[]).filter((l) => l.mobile === HOLDER);
    expect(pendingIn).toHaveLength(1);
    expect((outside.data.links as { mobile: string; id: number }[]).some((l) => l.id === pendingIn[0].id)).toBe(false);
    // Another channel's manager does not find it; a clerk may not decide.
    expect((await staff(4, 'admin.family_link/decide', { id: pendingIn[0].id, confirm: true })).http).toBe(404);
    expect((await staff(1, 'admin.family_link/decide', { id: pendingIn[0].id, confirm: true })).http).toBe(403);
    const done = await staff(2, 'admin.family_link/decide', { id: pendingIn[0].id, confirm: true });
    expect([done.status, done.data.status]).toEqual([200, 'confirmed']);
    expect((await staff(2, 'admin.family_link/decide', { id: pendingIn[0].id, confirm: false })).code).toBe('family_link_decided');
    const log = await w.database.db.selectFrom('operation_log').select(['action']).where('table_name', '=', 'family_link').where('row_id', '=', pendingIn[0].id).execute();
    expect(log.map((l) => l.action)).toContain('update');
  });

  it('My graves: the plot, who rests there (partial dates as such), the renewal due with its pay link, the receipts', async () => {
    const account = await pub('family/account', { proof: proofA });
    expect(account.data.state).toBe('confirmed');
    const graves = account.data.graves as { code: string; occupants: { name: string; birth_date: string; death_date: string }[]; terms: { state: string; pay: { code: string } | null }[]; orders: { order_no: string; payments: { receipt_no: string }[] }[] }[];
    // Only the confirmed channel's plot: the other channel's order waits for its own confirmation.
    expect(graves.map((g) => g.code)).toEqual(['FAM-1']);
    expect(graves[0].occupants).toEqual([expect.objectContaining({ name: '王德明', birth_date: '1923-11', death_date: '2001-03-04' })]);
    expect(graves[0].terms).toEqual([expect.objectContaining({ state: 'overdue', pay: expect.objectContaining({ code: payLinkCode }) })]);
    expect(graves[0].orders[0].order_no).toBe(orderA.order_no);
    expect(graves[0].orders[0].payments).toHaveLength(1);
    expect(graves[0].orders[0].payments[0].receipt_no).toMatch(/\S/);
  });

  it('the family changes its own contact details on its term (logged), never the mobile, never another family’s', async () => {
    const other = await pub('family/contact', { proof: await confirmOther(), term_id: termA.id, contact_preference: 'letter' });
    expect([other.http, other.code]).toEqual([404, 'family_not_found']);
    const phone = await pub('family/contact', { proof: proofA, term_id: termA.id, contact_preference: 'letter', holder_phone: '13900000000' });
    expect(phone.http).toBe(400);
    const done = await pub('family/contact', { proof: proofA, term_id: termA.id, contact_preference: 'letter', holder_address: '杭州市西湖区 1 号', holder_language: 'zh' });
    expect(done.status, done.raw).toBe(200);
    const term = await w.row('mgmt_term', Number(termA.id));
    expect([term.contact_preference, term.holder_address, term.holder_language, term.holder_phone]).toEqual(['letter', '杭州市西湖区 1 号', 'zh', termA.holder_phone]);
    const log = await w.database.db.selectFrom('operation_log').select(['action', 'user_id']).where('table_name', '=', 'mgmt_term').where('row_id', '=', Number(termA.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ action: 'update', user_id: null });
  });

  it('a proof of the booking page is not the family’s, and a forged one is refused', async () => {
    const visit = makeProof(w.app, 'visit', HOLDER).proof;
    expect((await pub('family/account', { proof: visit })).http).toBe(401);
    expect((await pub('family/account', { proof: `${proofA.slice(0, -2)}xx` })).http).toBe(401);
    expect((await pub('family/account', {})).http).toBe(401);
  });
});

describe('proofs to approve', () => {
  let work: Row;
  const proofsOfA = async () => {
    const account = await pub('family/account', { proof: proofA });
    return (account.data.graves as { code: string; proofs: { work_id: number; version: number; text: string; approved: boolean; open: boolean; decisions: { version: number; decision: string; comment: string | null }[] }[] }[]).find((g) => g.code === 'FAM-1')!.proofs;
  };
  it('the holder sees the inscription proof of its plot, versioned', async () => {
    work = await w.create(1, 'work_order', { kind: 'inscription', burialslot_id: plotA, order_id: orderA.id, member_id: memberA.id, inscription_text: '显考王公德明之墓' });
    expect(await proofsOfA()).toEqual([expect.objectContaining({ work_id: work.id, version: 1, text: '显考王公德明之墓', approved: false, open: true, decisions: [] })]);
  });

  it('returned with comments; a return without them changes nothing; another family cannot decide', async () => {
    const bare = await pub('family/proof_decide', { proof: proofA, work_id: work.id, version: 1, approve: false });
    expect([bare.http, bare.code]).toEqual([422, 'proof_comment_needed']);
    const other = await pub('family/proof_decide', { proof: await confirmOther(), work_id: work.id, version: 1, approve: true });
    expect([other.http, other.code]).toEqual([404, 'family_not_found']);
    expect(await w.database.db.selectFrom('proof_decision').select('id').execute()).toEqual([]);
    const back = await pub('family/proof_decide', { proof: proofA, work_id: work.id, version: 1, approve: false, comment: '“德”字请用繁体“德”，“墓”前加“之”已有，请核对' });
    expect(back.data).toEqual({ decision: 'returned', version: 1 });
    expect((await w.row('work_order', Number(work.id))).approved_at).toBeNull();
  });

  it('the corrected text is version 2: version 1 can no longer be approved; version 2 is, and staff see who and when', async () => {
    const before = await w.row('work_order', Number(work.id));
    await w.update(2, 'work_order', Number(work.id), { inscription_text: '顯考王公德明之墓' }, Number(before.version));
    const proofs = await proofsOfA();
    expect(proofs[0]).toMatchObject({ version: 2, text: '顯考王公德明之墓', open: true, decisions: [expect.objectContaining({ version: 1, decision: 'returned' })] });
    const stale = await pub('family/proof_decide', { proof: proofA, work_id: work.id, version: 1, approve: true });
    expect([stale.http, stale.code]).toEqual([409, 'proof_decided']);
    const ok = await pub('family/proof_decide', { proof: proofA, work_id: work.id, version: 2, approve: true });
    expect(ok.data).toEqual({ decision: 'approved', version: 2 });
    const after = await w.row('work_order', Number(work.id));
    expect(after.approved_at).toBe(new Date(2026, 10, 23, 10, 0, 0).toISOString());
    expect((await pub('family/proof_decide', { proof: proofA, work_id: work.id, version: 2, approve: true })).code).toBe('proof_decided');
    const queue = await staff(2, 'admin.family_link/queue');
    expect((queue.data.decisions as { work_no: string; version: number; decision: string; mobile: string }[]).map((d) => [d.work_no, d.version, d.decision, d.mobile])).toEqual([
      [work.work_no, 2, 'approved', HOLDER],
      [work.work_no, 1, 'returned', HOLDER],
    ]);
    expect((await staff(4, 'admin.family_link/queue')).data.decisions).toEqual([]);
    const decided = await w.database.db.selectFrom('proof_decision').select(['proof_version', 'proof_text', 'decision']).orderBy('id').execute();
    expect(decided).toEqual([
      { proof_version: 1, proof_text: '显考王公德明之墓', decision: 'returned' },
      { proof_version: 2, proof_text: '顯考王公德明之墓', decision: 'approved' },
    ]);
  });
});

describe('memorial pages', () => {
  let code: string;
  it('the family makes its deceased’s page, private: strangers and other families get a 404', async () => {
    const opened = await pub('memorial/open', { proof: proofA, member_id: memberA.id });
    expect(opened.status, opened.raw).toBe(200);
    code = String(opened.data.code);
    const mine = await pub('memorial/view', { code, proof: proofA });
    expect(mine.data).toMatchObject({ name: '王德明', privacy: 'private', family: true, birth_date: '1923-11' });
    expect(mine.raw).not.toContain('王建国');
    expect(mine.raw).not.toContain(HOLDER);
    const stranger = await pub('memorial/view', { code }, STRANGER_IP);
    expect([stranger.http, stranger.code]).toEqual([404, 'memorial_not_found']);
    // Another family, confirmed in the same channel, is a stranger to this page.
    await confirmOther();
    expect((await pub('memorial/view', { code, proof: proofB })).http).toBe(404);
    expect((await pub('memorial/open', { proof: proofB, member_id: memberA.id })).http).toBe(404);
    expect((await pub('memorial/edit', { proof: proofB, code, privacy: 'public' })).http).toBe(404);
    expect((await w.row('memorial', Number((await w.database.db.selectFrom('memorial').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id))).privacy).toBe('private');
  });

  it('shared by link, a visitor lays a flower and leaves a message that shows once staff approve it', async () => {
    const edited = await pub('memorial/edit', { proof: proofA, code, privacy: 'link', biography: '一生耕读。' });
    expect(edited.data).toMatchObject({ privacy: 'link', biography: '一生耕读。' });
    const flower = await pub('memorial/tribute', { code, kind: 'flower' }, STRANGER_IP);
    expect(flower.data).toMatchObject({ counts: { flower: 1, candle: 0, incense: 0, message: 0 }, held: false });
    // A message with nothing in it changes nothing.
    const empty = await pub('memorial/tribute', { code, kind: 'message' }, STRANGER_IP);
    expect(empty.http).toBe(422);
    const sent = await pub('memorial/tribute', { code, kind: 'message', message: '爷爷，我们想您。' }, STRANGER_IP);
    expect(sent.data).toMatchObject({ held: true, counts: { message: 0 } });
    expect(((await pub('memorial/view', { code }, STRANGER_IP)).data.messages as unknown[]).length).toBe(0);
    // The other channel's managers do not see it; this channel's approve it.
    const outside = await staff(4, 'admin.family_link/queue');
    expect(outside.raw).not.toContain('我们想您');
    const queue = await staff(2, 'admin.family_link/queue');
    const held = (queue.data.messages as { id: number; message: string; deceased: string }[]).find((m) => m.message === '爷爷，我们想您。')!;
    expect(held.deceased).toBe('王德明');
    expect((await staff(4, 'admin.memorial_tribute/decide', { id: held.id, show: true })).http).toBe(404);
    expect((await staff(2, 'admin.memorial_tribute/decide', { id: held.id, show: true })).data.status).toBe('shown');
    const seen = await pub('memorial/view', { code }, STRANGER_IP);
    expect(seen.data.messages).toEqual([expect.objectContaining({ message: '爷爷，我们想您。' })]);
    expect(seen.data).toMatchObject({ family: false, held: [], counts: { flower: 1, message: 1 } });
  });

  it('the family adds a portrait and a photo; whoever may see the page sees them, no one else adds one', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 120, g: 120, b: 120 } } }).png().toBuffer();
    const upload = (proof: string | undefined, portrait: boolean, ip = '198.51.100.1') =>
      w.app.inject({ method: 'POST', url: `/index/memorial/photo?code=${code}${portrait ? '&portrait=1' : ''}`, payload: png, remoteAddress: ip, headers: { 'content-type': 'image/png', ...(proof ? { 'x-family-proof': proof } : {}) } });
    const stranger = await upload(undefined, false, STRANGER_IP);
    expect(stranger.statusCode).toBe(401);
    expect((await upload(await confirmOther(), false, STRANGER_IP)).statusCode).toBe(404);
    const first = await upload(proofA, true);
    expect(first.statusCode, first.body).toBe(200);
    expect((await upload(proofA, false)).statusCode).toBe(200);
    const view = await pub('memorial/view', { code }, STRANGER_IP);
    expect(view.data.portrait).toBe(first.json().data.id);
    expect((view.data.photos as number[]).length).toBe(1);
    const file = await w.app.inject({ method: 'GET', url: `/index/memorial/photo/${String(view.data.portrait)}?code=${code}`, remoteAddress: STRANGER_IP });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Another memorial's code does not open this page's photo.
    expect((await w.app.inject({ method: 'GET', url: `/index/memorial/photo/${String(view.data.portrait)}?code=abcdefghjkmn`, remoteAddress: STRANGER_IP })).statusCode).toBe(404);
    const removed = await pub('memorial/photo_remove', { proof: proofA, code, id: (view.data.photos as number[])[0] });
    expect(removed.data.photos).toEqual([]);
  });

  it('three reports hold a shown message again for review', async () => {
    const view = await pub('memorial/view', { code }, STRANGER_IP);
    const id = (view.data.messages as { id: number }[])[0].id;
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await pub('memorial/report', { code, id }, ip)).status).toBe(200);
    expect(((await pub('memorial/view', { code }, STRANGER_IP)).data.messages as unknown[]).length).toBe(0);
    // The family sees it waiting, and shows it again.
    const mine = await pub('memorial/view', { code, proof: proofA });
    expect((mine.data.held as { id: number }[]).map((m) => m.id)).toEqual([id]);
    const after = await pub('memorial/decide', { proof: proofA, code, id, show: true });
    expect((after.data.messages as { id: number }[]).map((m) => m.id)).toEqual([id]);
  });

  it('the cemetery’s switch turns every page off', async () => {
    await w.database.db.updateTable('setting').set({ memorial_enabled: false }).where('id', '=', 1).execute();
    try {
      expect((await pub('memorial/view', { code }, STRANGER_IP)).code).toBe('memorial_off');
      expect((await pub('memorial/tribute', { code, kind: 'candle' }, STRANGER_IP)).code).toBe('memorial_off');
    } finally {
      await w.database.db.updateTable('setting').set({ memorial_enabled: true }).where('id', '=', 1).execute();
    }
  });
});

describe('nothing a family can reach reveals another family’s data (every family route)', () => {
  it('the other family, and a stranger, probing each route with the holder’s records get nothing of them', async () => {
    const memorial = await w.database.db.selectFrom('memorial').select(['code']).where('member_id', '=', Number(memberA.id)).executeTakeFirstOrThrow();
    // Back to family only: the link no longer opens it.
    await pub('memorial/edit', { proof: proofA, code: memorial.code, privacy: 'private' });
    const tribute = await w.database.db.selectFrom('memorial_tribute').select('id').where('kind', '=', 'message').orderBy('id').executeTakeFirstOrThrow();
    const work = await w.database.db.selectFrom('work_order').select('id').where('kind', '=', 'inscription').executeTakeFirstOrThrow();
    const decisions = await w.database.db.selectFrom('proof_decision').select('id').execute();
    const portrait = await w.database.db.selectFrom('memorial').select('portrait_id').where('code', '=', memorial.code).executeTakeFirstOrThrow();
    const secrets = ['王德明', '王建国', HOLDER, String(orderA.order_no), payLinkCode, '一生耕读', '王公德明', '西湖区'];
    // The photo routes (raw bytes in, bytes out) are probed below on their own.
    const photoRoutes = ['memorial/photo', 'memorial/photo/:photo'];
    const publicFamily = CONTRACTS.filter((c) => c.access.kind === 'public' && /^(family|memorial)\//.test(c.path) && !photoRoutes.includes(c.path));
    expect(CONTRACTS.filter((c) => photoRoutes.includes(c.path)).map((c) => c.path)).toEqual(photoRoutes);
    const bodies: Record<string, Record<string, unknown>> = {
      'family/send_code': { mobile: OTHER },
      'family/verify_code': { mobile: HOLDER, challenge: 'x', code: '000000' },
      'family/account': {},
      'memorial/view': { code: memorial.code },
      'memorial/tribute': { code: memorial.code, kind: 'flower' },
      'memorial/report': { code: memorial.code, id: tribute.id },
      'memorial/open': { member_id: memberA.id },
      'memorial/edit': { code: memorial.code, privacy: 'public', biography: 'x' },
      'memorial/decide': { code: memorial.code, id: tribute.id, show: false },
      'family/proof_decide': { work_id: work.id, version: 2, approve: false, comment: 'x' },
      'memorial/photo_remove': { code: memorial.code, id: portrait.portrait_id },
      'family/contact': { term_id: termA.id, contact_preference: 'phone', holder_address: 'x' },
    };
    const termBefore = await w.row('mgmt_term', Number(termA.id));
    expect(publicFamily.map((c) => c.path).sort()).toEqual(Object.keys(bodies).sort());
    const counts = await w.database.db.selectFrom('memorial').select(['flowers', 'privacy', 'biography']).where('code', '=', memorial.code).executeTakeFirstOrThrow();
    for (const [who, proof] of [['other family', proofB], ['stranger', undefined]] as const) {
      for (const c of publicFamily) {
        const body = { ...bodies[c.path], ...(proof ? { proof } : {}) };
        const answer = await pub(c.path, body, STRANGER_IP);
        for (const s of secrets) expect(answer.raw, `${who} ${c.path}`).not.toContain(s);
        if (c.path !== 'family/send_code' && c.path !== 'family/account') expect(answer.status, `${who} ${c.path}`).not.toBe(200);
      }
    }
    expect(await w.database.db.selectFrom('memorial').select(['flowers', 'privacy', 'biography']).where('code', '=', memorial.code).executeTakeFirstOrThrow()).toEqual(counts);
    expect(await w.database.db.selectFrom('proof_decision').select('id').execute()).toEqual(decisions);
    expect(await w.row('mgmt_term', Number(termA.id))).toEqual(termBefore);
    for (const proof of [proofB, undefined]) {
      const headers = proof ? { 'x-family-proof': proof } : {};
      const read = await w.app.inject({ method: 'GET', url: `/index/memorial/photo/${String(portrait.portrait_id)}?code=${memorial.code}`, remoteAddress: STRANGER_IP, headers });
      expect(read.statusCode).toBe(404);
      const add = await w.app.inject({ method: 'POST', url: `/index/memorial/photo?code=${memorial.code}`, payload: Buffer.from('x'), remoteAddress: STRANGER_IP, headers: { ...headers, 'content-type': 'image/png' } });
      expect(add.statusCode).not.toBe(200);
    }
    expect(await w.database.db.selectFrom('stored_file').select('id').where('owner_table', '=', 'memorial').execute()).toHaveLength(1);
  });
});

describe('after a transfer of rights (过户)', () => {
  it('the order goes with the right: the new holder sees it once confirmed; the old buyer no longer does', async () => {
    const HEIR = '13912340003';
    await w.database.db.updateTable('rights_holder').set({ until: '2026-11-23' }).where('order_id', '=', Number(orderA.id)).where('until', 'is', null).execute();
    await w.database.db.insertInto('rights_holder').values({ name: '王小明', role: 'main', order_id: Number(orderA.id), burialslot_id: plotA, phone: HEIR, since: '2026-11-23', channel: 'inside' }).execute();
    const ordersOf = async (proof: string) =>
      ((await pub('family/account', { proof })).data.graves as { code: string; orders: { order_no: string }[] }[]).flatMap((g) => g.orders.map((o) => o.order_no));
    // The old buyer still applied for the burial (the registration): the grave stays, its order does not.
    expect(await ordersOf(proofA)).not.toContain(orderA.order_no);
    const heir = await signIn(HEIR, '198.51.100.4');
    const queue = await staff(2, 'admin.family_link/queue');
    const link = (queue.data.links as { id: number; mobile: string; names: string }[]).find((l) => l.mobile === HEIR)!;
    expect(link.names).toBe('王小明');
    await staff(2, 'admin.family_link/decide', { id: link.id, confirm: true });
    expect(await ordersOf(heir)).toEqual([orderA.order_no]);
  });
});

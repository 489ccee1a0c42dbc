/**
 * Proofs to approve (docs/families.md "Proofs to approve"): the inscription (碑文) of a work
 * order, shown to the family of its plot, approved or returned with comments from the phone.
 * A proof's version is its text: the first text decided on is version 1, a text changed after a
 * return (the work module's edit; a change after an approval takes the approval back, its hook)
 * is the next. A decision names the version shown; a text changed since is refused ("reload").
 * Every decision is a row of `proof_decision` with the text as shown, the family's mobile and the
 * time, and an approval marks the work order approved by the family (`approved_at`), through the
 * door of the work order's channel, in one transaction, both logged.
 */
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../config/types';
import { proofOpen, proofRefusal, type ProofFacts } from '../../rules/family';
import type { FamilyProof, ProofDecisionRow } from '../../protocol/family';
import { clockOf } from '../clock/clock';
import { doorTransaction, type TypedDb } from '../data/door';
import { insertRow, lockRow, updateRow } from '../data/logged';
import { ApiError } from '../http/errors';
import { confirmedChannels, familyOrders, samePhone } from './links';

type Decisions = { work_order_id: number | null; proof_version: number | null; proof_text: string | null; decision: string | null; comment: string | null; created_at: unknown }[];

/** The version of `text` among a work order's decisions (oldest first): its first decision's, else the next. */
const versionOf = (text: string | null, decisions: Decisions): number => {
  const seen = decisions.find((d) => d.proof_text === text);
  if (seen) return Number(seen.proof_version);
  return decisions.reduce((max, d) => Math.max(max, Number(d.proof_version ?? 0)), 0) + 1;
};

const decisionsOf = (db: TypedDb, workIds: number[]): Promise<Decisions> =>
  workIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('proof_decision').select(['work_order_id', 'proof_version', 'proof_text', 'decision', 'comment', 'created_at']).where('work_order_id', 'in', workIds).orderBy('id').execute();

/** The inscription proofs of the family's orders and plots (through the door of a confirmed channel). */
export const proofsOf = async (db: TypedDb, orderIds: number[], plotIds: number[]): Promise<Map<number, FamilyProof[]>> => {
  const out = new Map<number, FamilyProof[]>();
  if (orderIds.length === 0 && plotIds.length === 0) return out;
  const works = await db
    .selectFrom('work_order as w')
    .leftJoin('member as m', 'm.id', 'w.member_id')
    .select(['w.id', 'w.work_no', 'w.kind', 'w.status', 'w.inscription_text', 'w.approved_at', 'w.burialslot_id', 'm.name as deceased'])
    .where('w.kind', '=', 'inscription')
    .where('w.status', '!=', 'cancelled')
    .where((eb) => eb.or([...(orderIds.length ? [eb('w.order_id', 'in', orderIds)] : []), ...(plotIds.length ? [eb('w.burialslot_id', 'in', plotIds)] : [])]))
    .orderBy('w.id')
    .limit(50)
    .execute();
  const decisions = await decisionsOf(
    db,
    works.map((w) => w.id),
  );
  for (const w of works) {
    if (!w.inscription_text) continue;
    const mine = decisions.filter((d) => d.work_order_id === w.id);
    const version = versionOf(w.inscription_text, mine);
    const facts: ProofFacts = { kind: 'inscription', status: String(w.status), inscription_text: w.inscription_text, approved_at: w.approved_at ?? null, version };
    const proof: FamilyProof = {
      work_id: w.id,
      work_no: w.work_no ?? '',
      deceased: w.deceased ?? null,
      text: w.inscription_text,
      version,
      approved: !!w.approved_at,
      open: proofOpen(facts),
      decisions: mine.map((d) => ({ version: Number(d.proof_version), decision: d.decision === 'approved' ? 'approved' : 'returned', comment: d.comment, at: new Date(d.created_at as string).toISOString() })),
    };
    const plot = Number(w.burialslot_id);
    out.set(plot, [...(out.get(plot) ?? []), proof]);
  }
  return out;
};

/** Whether the work order's plot or order is the family's: its order the family's (`familyOrders`), or its plot named by the family's order, term or registration. */
const isFamilyWork = async (db: TypedDb, mobile: string, work: { order_id: number | null; burialslot_id: number | null }): Promise<boolean> => {
  if (work.order_id !== null && (await familyOrders(db, mobile).select('o.id').where('o.id', '=', work.order_id).executeTakeFirst())) return true;
  if (work.burialslot_id === null) return false;
  const plot = work.burialslot_id;
  const [order, term, member] = await Promise.all([
    familyOrders(db, mobile).select('o.id').where('o.burialslot_id', '=', plot).executeTakeFirst(),
    db.selectFrom('mgmt_term').select('id').where('burialslot_id', '=', plot).where(samePhone('holder_phone', mobile)).executeTakeFirst(),
    db.selectFrom('member').select('id').where('burialslot_id', '=', plot).where(samePhone('applicant_phone', mobile)).executeTakeFirst(),
  ]);
  return !!(order || term || member);
};

/** The family approves version `version` of the proof, or returns it with comments. */
export const decideProof = async (app: FastifyInstance, mobile: string, req: { work_id: number; version: number; approve: boolean; comment?: string }): Promise<{ decision: 'approved' | 'returned'; version: number }> => {
  for (const channel of await confirmedChannels(app, mobile)) {
    const done = await doorTransaction(app, { channel } as { channel: Channel }, async (db) => {
      const work = await lockRow(db, 'work_order', req.work_id);
      if (!work || work.kind !== 'inscription' || !(await isFamilyWork(db, mobile, work))) return null;
      const decisions = await decisionsOf(db, [work.id]);
      const version = versionOf(work.inscription_text ?? null, decisions);
      const refusal = proofRefusal({ kind: String(work.kind), status: String(work.status), inscription_text: work.inscription_text ?? null, approved_at: work.approved_at ?? null, version }, req.version, req.approve, req.comment);
      if (refusal) throw new ApiError(refusal, refusal === 'proof_decided' ? 409 : 422, undefined, refusal === 'proof_comment_needed' ? { comment: { code: refusal } } : undefined);
      const ctx = { db, actor: null, app };
      const decision = req.approve ? 'approved' : 'returned';
      await insertRow(ctx, 'proof_decision', { work_order_id: work.id, proof_version: version, proof_text: work.inscription_text ?? '', decision, comment: req.comment ?? null, decided_by_mobile: mobile }, channel);
      if (req.approve) await updateRow(ctx, 'work_order', work, { approved_at: clockOf(app).now().toISOString(), approved_by: null }, channel);
      return { decision, version } as const;
    });
    if (done) return done;
  }
  throw new ApiError('family_not_found', 404);
};

/** The caller's channel's latest decisions on proofs (the families' page): which version, approved or returned, by which mobile, when. */
export const recentDecisions = async (db: TypedDb): Promise<ProofDecisionRow[]> =>
  (
    await db
      .selectFrom('proof_decision as d')
      .innerJoin('work_order as w', 'w.id', 'd.work_order_id')
      .select(['d.id', 'w.work_no', 'd.proof_version', 'd.decision', 'd.comment', 'd.decided_by_mobile', 'd.created_at'])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(50)
      .execute()
  ).map((d) => ({
    id: d.id,
    work_no: d.work_no ?? '',
    version: Number(d.proof_version),
    decision: d.decision === 'approved' ? 'approved' : 'returned',
    comment: d.comment ?? null,
    mobile: d.decided_by_mobile ?? '',
    at: new Date(d.created_at as string).toISOString(),
  }));

/** The shared work rules (src/rules/work.ts) the server and the work order page both run. */
import { describe, expect, it } from 'vitest';
import { approveRefusal, clearsApproval, createRefusal, moveRefusal, slotsOverlap } from '../../src/rules/work';

const booked = { status: 'requested', kind: 'repair', scheduled_start: '2026-11-23T02:00:00.000Z', assignee_id: 7 };

describe('the work rules', () => {
  it('treat slots as half-open: back to back is no overlap, any shared minute is', () => {
    expect(slotsOverlap('2026-11-23T02:00:00Z', 60, '2026-11-23T03:00:00Z', 30)).toBe(false);
    expect(slotsOverlap('2026-11-23T02:00:00Z', 61, '2026-11-23T03:00:00Z', 30)).toBe(true);
    expect(slotsOverlap('2026-11-23T03:10:00Z', 5, '2026-11-23T03:00:00Z', 30)).toBe(true);
  });

  it('let only managers move, along the graph, with a time and someone, and a reason to cancel', () => {
    expect(moveRefusal(booked, 'scheduled', 1)).toBe('work_managers_only');
    expect(moveRefusal(booked, 'scheduled', 2)).toBeNull();
    expect(moveRefusal(booked, 'done', 2)).toBe('work_bad_move');
    expect(moveRefusal({ ...booked, assignee_id: null }, 'scheduled', 4)).toBe('work_needs_schedule');
    expect(moveRefusal({ ...booked, assignee_id: null, crew: '一班' }, 'scheduled', 4)).toBeNull();
    expect(moveRefusal(booked, 'cancelled', 5, ' ')).toBe('work_needs_reason');
    expect(moveRefusal({ ...booked, status: 'done' }, 'cancelled', 6, 'x')).toBe('work_bad_move');
  });

  it('engrave an inscription only once approved; a changed text takes the approval back', () => {
    const ins = { ...booked, status: 'scheduled', kind: 'inscription', inscription_text: '之墓' };
    expect(moveRefusal(ins, 'in_progress', 2)).toBe('inscription_not_approved');
    expect(moveRefusal({ ...ins, approved_at: '2026-11-20T01:00:00Z' }, 'in_progress', 2)).toBeNull();
    expect(approveRefusal({ ...ins, inscription_text: '' }, 2)).toBe('inscription_needs_text');
    expect(approveRefusal(ins, 3)).toBe('work_managers_only');
    const approved = { ...ins, approved_at: '2026-11-20T01:00:00Z' };
    expect(clearsApproval(approved, { inscription_text: '之墓 敬立' })).toBe(true);
    expect(clearsApproval(approved, { inscription_text: '之墓' })).toBe(false);
    expect(clearsApproval(approved, { notes: 'x' })).toBe(false);
  });

  it('let clerks request burial work for an order, unassigned', () => {
    expect(createRefusal({ kind: 'repair' }, 1)).toBe('work_clerk_kind');
    expect(createRefusal({ kind: 'burial' }, 3)).toBe('work_clerk_needs_order');
    expect(createRefusal({ kind: 'burial', order_id: 4, assignee_id: 2 }, 1)).toBe('work_clerk_assigns');
    expect(createRefusal({ kind: 'burial', order_id: 4 }, 1)).toBeNull();
    expect(createRefusal({ kind: 'repair' }, 2)).toBeNull();
  });
});

/**
 * The demo's month of work (src/server/seed/work.ts): realistic and consistent with the rules
 * the server enforces, so the demo never shows what the product refuses.
 */
import { describe, expect, it } from 'vitest';
import { slotsOverlap } from '../../src/rules/work';
import { buildDemoData } from '../../src/server/seed/demoData';
import { demoWork } from '../../src/server/seed/work';

const today = '2026-11-23';
const data = buildDemoData({ today });
const work = demoWork(data, today);
const orders = new Map(data.orders.map((o) => [o.order_no, o]));

describe('the demo work orders', () => {
  it('fill the month with every status and the main kinds', () => {
    expect(work.length).toBeGreaterThan(30);
    expect(new Set(work.map((w) => w.status))).toEqual(new Set(['requested', 'scheduled', 'in_progress', 'done', 'cancelled']));
    for (const kind of ['burial', 'plot_opening', 'inscription', 'cleaning', 'repair']) expect(work.some((w) => w.kind === kind)).toBe(true);
    const inMonth = work.filter((w) => w.scheduled_start && new Date(w.scheduled_start).getMonth() === 10);
    expect(inMonth.length / work.filter((w) => w.scheduled_start).length).toBeGreaterThan(0.6);
    expect(new Set(work.map((w) => w.work_no)).size).toBe(work.length);
  });

  it('never book a person twice at once', () => {
    const booked = work.filter((w) => ['scheduled', 'in_progress', 'done'].includes(w.status) && w.assignee_mobile && w.scheduled_start);
    for (const a of booked)
      for (const b of booked)
        if (a.id < b.id && a.assignee_mobile === b.assignee_mobile)
          expect([a.work_no, b.work_no, slotsOverlap(a.scheduled_start!, a.duration_minutes, b.scheduled_start!, b.duration_minutes)]).toEqual([a.work_no, b.work_no, false]);
  });

  it('put burials only on paid or completed orders of the same channel and plot, done only when the order is completed', () => {
    for (const w of work.filter((x) => x.kind === 'burial')) {
      const order = orders.get(w.order_no!)!;
      expect(['paid', 'completed']).toContain(order.status);
      expect([w.channel, w.plot_code]).toEqual([order.channel, order.plot_code]);
      expect(w.status === 'done').toBe(order.status === 'completed');
    }
    // An inscription in progress or done was approved first.
    for (const w of work.filter((x) => x.kind === 'inscription' && ['in_progress', 'done'].includes(x.status))) expect(w.approved_at).not.toBeNull();
  });
});

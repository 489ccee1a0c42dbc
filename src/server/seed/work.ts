/**
 * The demo's work orders (docs/work.md): a month of burial and grounds work around today, as
 * a cemetery's diary looks. The burials of the orders completed this month are done, with the
 * plot opened the hour before and the inscription the family approved; the paid orders'
 * burials are scheduled on the coming days (some inscriptions still waiting for approval);
 * cleaning and repairs fill the month, done before today and scheduled or requested after it,
 * one cancelled for the weather. Each manager's bookings take fixed slots of a day, so the
 * demo never double-books anybody. Pure: rows reference plots, orders and users by their codes.
 */
import type { Channel, Level } from '../../config/types';
import type { WorkKind, WorkStatus } from '../../rules/work';
import { addDays } from './calendar';
import type { DemoData } from './rows';

export interface WorkSeed {
  id: number;
  work_no: string;
  kind: WorkKind;
  status: WorkStatus;
  plot_code: string;
  order_no: string | null;
  channel: Channel;
  scheduled_start: string | null;
  duration_minutes: number;
  assignee_mobile: string | null;
  crew: string | null;
  notes: string | null;
  inscription_text: string | null;
  approver_mobile: string | null;
  approved_at: string | null;
  cancel_reason: string | null;
  completed_at: string | null;
  created_at: string;
}

/** The start of each booking slot of a day (hour, minute): 90 minutes apart, so hour-long work never overlaps. */
const SLOTS: readonly [number, number][] = [[8, 0], [9, 30], [11, 0], [13, 30], [15, 0], [16, 30]];
const MANAGERS_OF: Record<Channel, readonly Level[]> = { inside: [2, 5], outside: [4, 6] };
const CREWS = ['一班（老周）', '二班（小李）', '园林组'];
const EPITAPHS = ['音容宛在 德泽长存', '慈容永驻 恩泽绵长', '一生勤俭 福荫子孙', '思念无尽 永志不忘'];
const CLEANING_NOTES = ['清扫墓道、擦拭墓碑', '清理落叶和杂草', '清明前集中保洁'];
const REPAIR_NOTES = ['碑座松动，重新加固', '刻字描金褪色，补描', '台阶破损，更换石板'];

const pad = (n: number): string => String(n).padStart(2, '0');
const at = (day: string, [h, m]: readonly [number, number]): string => {
  const [y, mo, d] = day.split('-').map(Number);
  return new Date(y, mo - 1, d, h, m).toISOString();
};

export const demoWork = (data: DemoData, today: string): WorkSeed[] => {
  const monthStart = `${today.slice(0, 8)}01`;
  const [y, m] = today.split('-').map(Number);
  const monthEnd = `${today.slice(0, 8)}${pad(new Date(y, m, 0).getDate())}`;
  const managers = (channel: Channel) => data.users.filter((u) => MANAGERS_OF[channel].includes(u.level) && u.enabled);
  const used = new Map<string, number>();
  /** The next free slot of a person on a day (undefined when the day is full). */
  const slot = (mobile: string, day: string, count = 1): number | undefined => {
    const key = `${mobile} ${day}`;
    const next = used.get(key) ?? 0;
    if (next + count > SLOTS.length) return undefined;
    used.set(key, next + count);
    return next;
  };
  const rows: WorkSeed[] = [];
  const add = (w: Omit<WorkSeed, 'id' | 'work_no' | 'created_at'> & { created_at?: string }) => {
    const id = rows.length + 1;
    rows.push({ ...w, id, work_no: `WO${String(id).padStart(6, '0')}`, created_at: w.created_at ?? w.scheduled_start ?? at(today, [8, 0]) });
  };
  const blank = { notes: null, inscription_text: null, approver_mobile: null, approved_at: null, cancel_reason: null, completed_at: null, crew: null };

  // Burials of this month's completed orders: done, with the opening before and the approved inscription.
  const completed = data.orders.filter((o) => o.status === 'completed' && o.completed_at && o.completed_at >= monthStart && o.completed_at <= today);
  completed.forEach((o, i) => {
    const people = managers(o.channel);
    const person = people[i % people.length];
    if (!person) return;
    const first = slot(person.mobile, o.completed_at!, 2);
    if (first === undefined) return;
    const base = { ...blank, plot_code: o.plot_code, order_no: o.order_no, channel: o.channel, assignee_mobile: person.mobile, duration_minutes: 60 };
    const signedDay = addDays(o.completed_at!, -5);
    add({ ...base, kind: 'inscription', status: 'done', scheduled_start: at(signedDay, [14, 0]), inscription_text: `${EPITAPHS[i % EPITAPHS.length]}`, approver_mobile: person.mobile, approved_at: at(addDays(signedDay, -2), [10, 0]), completed_at: at(signedDay, [15, 0]), created_at: at(addDays(signedDay, -3), [9, 0]) });
    add({ ...base, kind: 'plot_opening', status: 'done', scheduled_start: at(o.completed_at!, SLOTS[first]), completed_at: at(o.completed_at!, SLOTS[first + 1]) });
    add({ ...base, kind: 'burial', status: 'done', scheduled_start: at(o.completed_at!, SLOTS[first + 1]), crew: CREWS[i % CREWS.length], completed_at: at(o.completed_at!, [SLOTS[first + 1][0] + 1, SLOTS[first + 1][1]]) });
  });

  // The paid orders' burials on the coming days: scheduled (a few still requests), the inscriptions half approved.
  const paid = data.orders.filter((o) => o.status === 'paid').slice(0, 12);
  paid.forEach((o, i) => {
    const people = managers(o.channel);
    const person = people[i % people.length];
    if (!person) return;
    const day = addDays(today, 1 + (i % 14));
    const requested = i % 4 === 3;
    const first = requested ? undefined : slot(person.mobile, day, 2);
    const booked = first !== undefined;
    const base = { ...blank, plot_code: o.plot_code, order_no: o.order_no, channel: o.channel, duration_minutes: 60, created_at: at(addDays(today, -((i % 5) + 1)), [10, 0]) };
    const who = booked ? { assignee_mobile: person.mobile, status: 'scheduled' as const } : { assignee_mobile: null, status: 'requested' as const };
    const approved = i % 2 === 0;
    add({ ...base, ...blank, kind: 'inscription', status: 'requested', assignee_mobile: null, scheduled_start: null, inscription_text: EPITAPHS[(i + 1) % EPITAPHS.length], approver_mobile: approved ? person.mobile : null, approved_at: approved ? at(addDays(today, -1), [16, 0]) : null });
    add({ ...base, ...who, kind: 'plot_opening', scheduled_start: booked ? at(day, SLOTS[first]) : at(day, [9, 0]) });
    add({ ...base, ...who, kind: 'burial', scheduled_start: booked ? at(day, SLOTS[first + 1]) : at(day, [10, 0]), notes: booked ? null : '家属希望上午安葬' });
  });

  // Grounds work over the month on the inside channel: cleaning every other day, a repair every fifth.
  const inside = managers('inside');
  const plots = data.plots.filter((p) => p.status !== 'unavailable');
  let n = 0;
  for (let day = monthStart; day <= monthEnd && inside.length > 0 && plots.length > 0; day = addDays(day, 1)) {
    const d = Number(day.slice(8));
    const jobs: [WorkKind, string][] = [];
    if (d % 2 === 1) jobs.push(['cleaning', CLEANING_NOTES[d % CLEANING_NOTES.length]]);
    if (d % 5 === 0) jobs.push(['repair', REPAIR_NOTES[d % REPAIR_NOTES.length]]);
    for (const [kind, notes] of jobs) {
      n += 1;
      const person = inside[n % inside.length];
      const plot = plots[(n * 37) % plots.length];
      const s = slot(person.mobile, day);
      if (s === undefined) continue;
      const past = day < today;
      const cancelled = kind === 'cleaning' && n % 9 === 0;
      const status: WorkStatus = cancelled ? 'cancelled' : past ? 'done' : day === today ? 'in_progress' : n % 3 === 0 ? 'requested' : 'scheduled';
      add({
        ...blank,
        kind,
        status,
        plot_code: plot.code,
        order_no: null,
        channel: 'inside',
        scheduled_start: at(day, SLOTS[s]),
        duration_minutes: kind === 'repair' ? 90 : 60,
        assignee_mobile: status === 'requested' ? null : person.mobile,
        crew: kind === 'cleaning' ? CREWS[2] : null,
        notes,
        cancel_reason: cancelled ? '大雨，改期' : null,
        completed_at: status === 'done' ? at(day, [SLOTS[s][0] + 1, SLOTS[s][1]]) : null,
        created_at: at(addDays(day, -3), [9, 0]),
      });
    }
  }
  return rows;
};

/** Days and instants of the demo, in the server's local time (the cemetery's working day). */
import { addDays } from '../clock/clock';
import type { Rng } from './prng';

export { addDays, dayOf } from '../clock/clock';

/** An instant during office hours (8:30 to 17:30) of a day. */
export const officeTime = (rng: Rng, day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 8, 30 + rng.int(0, 539), rng.int(0, 59));
};

/** A random day `from` to `to` days before `today`. */
export const daysBefore = (rng: Rng, today: string, from: number, to: number): string => addDays(today, -rng.int(from, to));

export const earlierDay = (a: string, b: string): string => (a < b ? a : b);

/** The days of an order's life: created, signed, ended (completed, cancelled, refunded or expired). */
export interface Timeline {
  created: string;
  signed: string | null;
  ended: string | null;
}

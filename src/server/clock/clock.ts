/**
 * The server's one notion of "now" and "today": `app.clock`, decorated by buildApp. Injectable
 * so that tests can move time (the expiry job, reservation dates, day-based numbering, sessions,
 * snapshots) without waiting: `app.clock = { now: () => ... }`.
 */
import type { FastifyInstance } from 'fastify';
import { localDay } from '../../config/days';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The app's clock, read at each use (tests replace it after the app is built). */
export const clockOf = (app: FastifyInstance): Clock => app.clock;


/** The local calendar day of an instant, YYYY-MM-DD (the cemetery works in the server's time zone). */
export const dayOf = (d: Date): string => localDay(d);

/** Calendar days after a day (src/config/days.ts: the one day arithmetic of both sides). */
export { addDays } from '../../config/days';

/** Minutes since the local midnight of an instant (visit slots and departures are local times of day). */
export const minuteOfDay = (d: Date): number => d.getHours() * 60 + d.getMinutes();

/** The app's local day and minute of the day, now. */
export const localNow = (app: FastifyInstance): { today: string; minutes: number } => {
  const now = clockOf(app).now();
  return { today: dayOf(now), minutes: minuteOfDay(now) };
};

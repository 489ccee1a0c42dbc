/**
 * What the domain keeps per app: its clock (tests replace it to move time) and the expiry job.
 * Decorated on the root instance so the hooks, which receive the app in their context, see it.
 */
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock';

export interface DomainState {
  clock: Clock;
  /** Run the reservation expiry job now (it also runs every minute). */
  runExpiry(): Promise<{ expired: number; warned: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    domain: DomainState;
  }
}

export const clockOf = (app: FastifyInstance): Clock => (app.hasDecorator('domain') ? app.domain.clock : systemClock);

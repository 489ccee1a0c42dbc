/** What the domain keeps per app: the expiry job. Decorated on the root instance. */
export interface DomainState {
  /** Run the reservation expiry job now (it also runs every minute). */
  runExpiry(): Promise<{ expired: number; warned: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    domain: DomainState;
  }
}

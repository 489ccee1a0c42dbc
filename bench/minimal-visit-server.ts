/**
 * The yardstick of the visit rush (bench/visitRush.ts): Fastify taking a booking with the least
 * a booking can be — one statement that inserts the row and takes the slot's places under the
 * quota (rolled into one CTE, no transaction), a random code, no validation, rate limits, daily
 * cap, envelope or translation. Same pool size as the server (PG_POOL_MAX, default 10). Our
 * CPU per booking is reported against this one's.
 *
 *   PORT=18481 DATABASE_URL=... npx tsx bench/minimal-visit-server.ts
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

interface Booking {
  slot_id: number;
  name: string;
  mobile: string;
  people: number;
}

const BOOK = `
  WITH taken AS (
    UPDATE visit_slot SET booked = booked + $5 WHERE id = $2 AND NOT closed AND booked + $5 <= quota RETURNING day
  )
  INSERT INTO visit_booking (code, slot_id, day, name, mobile, people, status, checked_in)
  SELECT $1, $2, taken.day, $3, $4, $5, 'booked', 0 FROM taken
  RETURNING code`;

const main = async (): Promise<void> => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });
  const app = Fastify({ logger: false });
  app.post<{ Body: Booking }>('/index/visit/book', async (request, reply) => {
    const b = request.body;
    const code = randomBytes(8).toString('hex').slice(0, 10).toUpperCase();
    const { rows } = await pool.query(BOOK, [code, b.slot_id, b.name, b.mobile, b.people]);
    if (rows.length === 0) return reply.code(409).send({ full: true });
    return { code: rows[0].code };
  });
  await app.listen({ port: Number(process.env.PORT ?? 18481), host: '127.0.0.1' });
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

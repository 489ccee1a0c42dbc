/**
 * The forgot-password calls do the same database work whether or not the mobile has an
 * account (issue 12.12: on PostgreSQL an existing account answered ~2 ms later, its extra
 * write and commit). Checked structurally, not by timing: every statement the server sends is
 * recorded (as SQL, values bound apart, so equal text means equal work up to the rows found),
 * with the transactions around them, and the paths must match statement for statement.
 */
import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { appConfig } from '../../src/instance';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { derive } from '../../src/server/db/handleFacts';
import { migrate } from '../../src/server/db/migrate';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { createTestUser } from './helpers/login';

const FORGET = '/index/user_reg/forget_code';
const RESET = '/index/user_reg/reset_password';

let database: Database;
let app: FastifyInstance;
let statements: string[] = [];
const codes: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('forgot_work');
  await migrate(database, appConfig);
  const compiler = new PostgresQueryCompiler();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(compiler.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const db = database.db.withPlugin(recorder);
  const recorded: Database = {
    ...database,
    db,
    transaction: async (fn) => {
      statements.push('begin');
      try {
        // Derived from the handle, as the drivers' transactions are (src/server/db/handleFacts.ts).
        return await db.transaction().execute((trx) => fn(derive(trx, db)));
      } finally {
        statements.push('end');
      }
    },
  };
  app = await buildApp({ database: recorded });
  await app.ready();
  app.auth.deliverCode = (_user, code) => codes.push(code);
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase(database);
});

/** The statements one call sends, in order. */
const work = async (path: string, body: object, ip: string): Promise<{ statements: string[]; answer: string }> => {
  statements = [];
  const r = await app.inject({ method: 'POST', url: path, payload: body, remoteAddress: ip });
  return { statements, answer: `${r.statusCode} ${r.body}` };
};

describe('forget_code', () => {
  it('sends the same statements, in the same transactions, for an existing, a disabled and an unknown mobile', async () => {
    const enabled = await createTestUser(database, 1);
    const disabled = await createTestUser(database, 2, { enabled: false });
    const known = await work(FORGET, { mobile: enabled.mobile }, '10.20.0.1');
    const off = await work(FORGET, { mobile: disabled.mobile }, '10.20.0.2');
    const unknown = await work(FORGET, { mobile: '13711112222' }, '10.20.0.3');
    expect(codes).toHaveLength(1);
    expect(known.answer).toBe(unknown.answer);
    expect(off.answer).toBe(unknown.answer);
    expect(known.statements.length).toBeGreaterThan(3);
    expect(known.statements).toEqual(unknown.statements);
    expect(off.statements).toEqual(unknown.statements);
    // All of it in one transaction: one commit on each path.
    expect(known.statements.filter((s) => s === 'begin')).toHaveLength(1);
    expect(known.statements[0]).toBe('begin');
    expect(known.statements.at(-1)).toBe('end');
  });

  it('still stores a code only for the existing, enabled account (hashed) and replaces an earlier one', async () => {
    const user = await createTestUser(database, 1);
    await work(FORGET, { mobile: user.mobile }, '10.20.1.1');
    const first = await database.db.selectFrom('password_reset').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await work(FORGET, { mobile: user.mobile }, '10.20.1.2');
    const second = await database.db.selectFrom('password_reset').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(second.code_hash).not.toBe(first.code_hash);
    expect(String(second.code_hash)).not.toContain(codes.at(-1));
    const rows = await database.db.selectFrom('password_reset').select('user_id').execute();
    expect(rows.map((r) => Number(r.user_id)).sort()).not.toContain(0);
  });
});

describe('reset_password', () => {
  it('sends the same statements for a wrong code on an existing account and for an unknown mobile', async () => {
    const user = await createTestUser(database, 1);
    await work(FORGET, { mobile: user.mobile }, '10.20.2.1');
    const wrong = codes.at(-1) === '000000' ? '111111' : '000000';
    const known = await work(RESET, { mobile: user.mobile, code: wrong, password: 'new password 1' }, '10.20.2.2');
    const unknown = await work(RESET, { mobile: '13711113333', code: wrong, password: 'new password 1' }, '10.20.2.3');
    expect(known.answer).toBe(unknown.answer);
    expect(known.statements).toEqual(unknown.statements);
  });
});

/**
 * Documents are in the backups (docs/rights.md, "Documents"): a PDF attached to an order, kept in
 * the database or in the file store's folder, goes into `npm run backup`; restored into a database
 * without any folder, each answers the same bytes through the documents' call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { backupToFile, restoreFromFile } from '../../src/server/backup/run';
import { privileged } from '../../src/server/data/door';
import { openDatabase } from '../../src/server/db/database';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, type World } from './domainSetup';
import { orderOn } from './workSetup';

let w: World;
let folder: string;
let dir: string;

beforeAll(async () => {
  w = await buildWorld('rights_backup');
  folder = await mkdtemp(join(tmpdir(), 'rights-docs-'));
  dir = await mkdtemp(join(tmpdir(), 'rights-backup-'));
});
afterAll(async () => {
  await w?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

const pdf = (n: number): Buffer => Buffer.from(`%PDF-1.4\n% document ${n}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const upload = async (orderId: unknown, bytes: Buffer): Promise<number> => {
  const res = await w.app.inject({
    method: 'POST',
    url: `/index/admin.document/upload?table=tomb_order&id=${String(orderId)}&title=scan`,
    headers: { 'x-token': w.token(1), 'content-type': 'application/pdf' },
    payload: bytes,
  });
  expect(res.statusCode).toBe(200);
  return Number((res.json() as { data: Row }).data.id);
};

describe('documents in the backup', () => {
  it('carries an order’s documents, from the database and from the folder; restored without a folder, each answers the same bytes', async () => {
    const { order } = await orderOn(w, 1, 'paid', false);
    w.app.photoDir = undefined;
    const inDb = await upload(order.id, pdf(1));
    w.app.photoDir = folder;
    const inFolder = await upload(order.id, pdf(2));
    const file = join(dir, 'with-documents.jsonl.gz');
    await backupToFile(w.database, file, { photoDir: folder, onWarning: () => undefined });
    const target = await openDatabase({});
    try {
      await restoreFromFile(target, file);
      const app = await buildApp({ database: target });
      await app.ready();
      await app.startupWork.settled();
      try {
        const user = await target.db.selectFrom('user').select('id').where('level', '=', 1).where('channel', '=', 'inside').executeTakeFirstOrThrow();
        const token = await createSession(privileged(target.db), Number(user.id), app.clock.now());
        for (const [id, bytes] of [
          [inDb, pdf(1)],
          [inFolder, pdf(2)],
        ] as const) {
          const res = await app.inject({ method: 'GET', url: `/index/admin.document/file/${id}?size=full`, headers: { 'x-token': token } });
          expect([id, res.statusCode, res.headers['content-type'], res.rawPayload.equals(bytes)]).toEqual([id, 200, 'application/pdf', true]);
        }
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });
});

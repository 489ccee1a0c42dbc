/**
 * The layers' boundaries are enforced (docs/architecture.md): eslint refuses an import across
 * them, on fixtures written as if they stood in each layer, and accepts the allowed ones; the
 * cycle check finds a cycle between files and between folders, and the tree has none.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lintMessages } from './helpers/lint';
import { appLayerViolations, cycles, folderEdges, importGraph } from '../../scripts/import-graph';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The no-restricted-imports (and, with `rule`, other) messages eslint gives `code` as if it were the file at `path`. */
const refusals = (path: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> =>
  lintMessages(path, `${code}\nexport const used = x;\n`, rule);

describe('eslint refuses every import across a boundary', () => {
  it.each([
    ['src/server/users/fixture.ts', "import { x } from '../../app/providers/http';", 'The server never imports the browser'],
    ['src/server/fixture.ts', "import { x } from 'react';", 'The server never imports the browser'],
    ['src/app/stats/fixture.ts', "import { x } from '../../server/stats/calls';", 'The browser never imports the server'],
    ['src/app/fixture.ts', "import x from '../resources.config';", 'the config instance comes from src/instance.ts'],
    ['src/app/fixture.ts', "import { x } from 'kysely';", 'The browser never imports the server'],
    ['src/config/fixture.ts', "import { x } from '../app/format/csv';", 'src/config is pure'],
    ['src/config/fixture.ts', "import { x } from '../server/db/database';", 'src/config is pure'],
    ['src/config/fixture.ts', "import { x } from '../protocol/wire';", 'src/config is pure'],
    ['src/config/fixture.ts', "import { x } from '../instance';", 'src/config is pure'],
    ['src/config/fixture.ts', "import { x } from 'node:fs';", 'src/config is pure'],
    ['src/config/fixture.ts', "import { x } from '../rules/work';", 'src/config is pure'],
    ['src/rules/fixture.ts', "import { x } from '../protocol/wire';", 'src/rules holds the modules'],
    ['src/rules/fixture.ts', "import { x } from '../instance';", 'src/rules holds the modules'],
    ['src/rules/fixture.ts', "import { x } from '../../resources.config';", 'src/rules holds the modules'],
    ['src/rules/fixture.ts', "import { x } from '../server/work/rules';", 'src/rules holds the modules'],
    ['src/protocol/fixture.ts', "import { x } from '../app/providers/http';", 'src/protocol is shared by both sides'],
    ['src/protocol/fixture.ts', "import { x } from '../server/query/parse';", 'src/protocol is shared by both sides'],
    ['src/protocol/fixture.ts', "import { x } from '../instance';", 'src/protocol is shared by both sides'],
    // The data's door (src/server/data/door.ts): the untyped handle stays in the data layer.
    ['src/server/walk/fixture.ts', "import type { Db as x } from '../db/database';", 'through the door'],
    ['src/server/walk/fixture.ts', "import { Kysely as x } from 'kysely';", 'through the door'],
    ['src/server/work/fixture.ts', "import type { Db as x } from '../db/handle';", 'through the door'],
    ['src/server/kernel/fixture.ts', "import type { Db as x } from '../db/handle';", 'through the door'],
    ['src/server/kernel/fixture.ts', "import { x } from '../domain/orderFlow';", 'src/server/kernel is shared by the modules'],
    ['src/server/kernel/fixture.ts', "import { x } from '../work/photos';", 'src/server/kernel is shared by the modules'],
    ['src/server/work/fixture.ts', "import { x } from '../domain/orderActions';", "No module imports the orders' module"],
  ])('%s: %s', async (path, code, message) => {
    const found = await refusals(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['src/server/users/fixture.ts', "import { x } from '../../protocol/wire';"],
    ['src/server/users/fixture.ts', "import { x } from '../../config/password';"],
    ['src/server/fixture.ts', "import { x } from '../instance';"],
    ['src/app/stats/fixture.ts', "import { x } from '../../protocol/stats';"],
    ['src/app/fixture.ts', "import { x } from '../instance';"],
    ['src/protocol/fixture.ts', "import { x } from '../config/types';"],
    ['src/config/fixture.ts', "import { x } from './types';"],
    ['src/rules/fixture.ts', "import { x } from '../config/types';"],
    ['src/protocol/fixture.ts', "import { x } from '../rules/work';"],
    ['src/server/walk/fixture.ts', "import { door as x } from '../data/door';"],
    ['src/server/kernel/fixture.ts', "import { x } from '../oplog/record';"],
    ['src/server/terms/fixture.ts', "import { x } from '../kernel/settings';"],
    ['src/server/work/fixture.ts', "import { x } from '../kernel/orderFlow';"],
    ['src/server/walk/fixture.ts', "import { sql as x } from 'kysely';"],
    ['src/server/data/fixture.ts', "import type { Db as x } from '../db/handle';"],
  ])('%s may: %s', async (path, code) => {
    expect(await refusals(path, code)).toEqual([]);
  });
});

describe('eslint refuses raw database access in a module behind the door', () => {
  it.each([
    ["const x = (app: { database: { db: unknown } }) => app.database.db;"],
    ["const x = (ctx: { trx: unknown }) => ctx.trx;"],
  ])('src/server/walk: %s', async (code) => {
    const found = await refusals('src/server/walk/fixture.ts', code, 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('through the door');
  });

  // Every feature folder is behind the door, the last ones moved included.
  it.each(['visits', 'users', 'messaging', 'messages', 'domain', 'history', 'print', 'reconcile', 'stats'])('src/server/%s: app.database is refused', async (folder) => {
    const found = await refusals(`src/server/${folder}/fixture.ts`, 'const x = (app: { database: { db: unknown } }) => app.database.db;', 'no-restricted-syntax');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('through the door');
  });

  it('the data layer, which names tables at run time, may', async () => {
    expect(await refusals('src/server/data/fixture.ts', 'const x = (app: { database: { db: unknown } }) => app.database.db;', 'no-restricted-syntax')).toEqual([]);
  });

  // The rule covers the whole server minus the data layer's allow-list (DATA_LAYER in
  // eslint.config.js, each entry with its reason), so a module added tomorrow is behind the door
  // from its first line, as are the server's own folders that are not the data layer.
  it.each(['src/server/families/fixture.ts', 'src/server/routes/fixture.ts', 'src/server/rest/fixture.ts', 'src/server/contract/fixture.ts', 'src/server/fixture.ts', 'src/server/runtime/fixture.ts'])(
    '%s (no allow-list entry): the untyped handle and app.database are refused',
    async (path) => {
      const imported = await refusals(path, "import type { Db as x } from '../db/handle';");
      expect(imported).toHaveLength(1);
      expect(imported[0]).toContain('through the door');
      const reached = await refusals(path, 'const x = (app: { database: { db: unknown } }) => app.database.db;', 'no-restricted-syntax');
      expect(reached).toHaveLength(1);
      expect(reached[0]).toContain('through the door');
    },
  );

  it.each(['src/server/backup/fixture.ts', 'src/server/import/fixture.ts', 'src/server/db/fixture.ts', 'src/server/query/fixture.ts', 'src/server/seed/fixture.ts'])(
    '%s (in the allow-list) may hold the untyped handle',
    async (path) => {
      expect(await refusals(path, "import type { Db as x } from '../db/handle';")).toEqual([]);
      expect(await refusals(path, 'const x = (app: { database: { db: unknown } }) => app.database.db;', 'no-restricted-syntax')).toEqual([]);
    },
  );
});

describe('the cycle check', () => {
  const graph = (pairs: [string, string][]) => {
    const edges = new Map<string, Set<string>>();
    for (const [a, b] of pairs) {
      if (!edges.has(a)) edges.set(a, new Set());
      if (!edges.has(b)) edges.set(b, new Set());
      edges.get(a)!.add(b);
    }
    return edges;
  };

  it('finds a cycle between files', () => {
    expect(cycles(graph([['a/x.ts', 'a/y.ts'], ['a/y.ts', 'a/x.ts'], ['a/y.ts', 'b/z.ts']])).map((c) => [...c].sort())).toEqual([['a/x.ts', 'a/y.ts']]);
  });

  it('finds a cycle between folders that no two files make', () => {
    const edges = graph([['auth/a.ts', 'users/b.ts'], ['users/c.ts', 'auth/d.ts']]);
    expect(cycles(edges)).toEqual([]);
    expect(cycles(folderEdges(edges)).map((c) => [...c].sort())).toEqual([['auth', 'users']]);
  });

  it('the tree has no cycle, of files or of folders', () => {
    const { edges } = importGraph(root);
    expect(edges.size).toBeGreaterThan(100);
    expect(cycles(edges)).toEqual([]);
    expect(cycles(folderEdges(edges))).toEqual([]);
  });
});

describe('the browser’s folders are one-way (APP_LAYERS)', () => {
  const edges = (pairs: [string, string][]) => new Map(pairs.map(([a, b]) => [a, new Set([b])]));

  it.each([
    ['src/app/builders/list/ConfigListActions.tsx', 'src/app/import/ImportButton.tsx', 'src/app/builders may not import src/app/import'],
    ['src/app/shell/routing/usePageTitle.ts', 'src/app/pages/errors/MissingPage.tsx', 'src/app/shell may not import src/app/pages'],
    ['src/app/pages/login/LoginPage.tsx', 'src/app/shell/navbar/Navbar.tsx', 'src/app/pages may not import src/app/shell'],
    ['src/app/kit/StatusBar.tsx', 'src/app/work/WorkStatusBar.tsx', 'src/app/kit may not import src/app/work'],
    ['src/app/terms/RenewButton.tsx', 'src/app/resources/tomb_order/OrderEdit.tsx', 'src/app/terms may not import src/app/resources'],
    ['src/app/shell/routing/usePageTitle.ts', 'src/app/resourceViews.ts', 'src/app/shell may not import src/app/.'],
    ['src/app/families/FamilyPage.tsx', 'src/app/kit/StatusBar.tsx', 'src/app/families is in no layer'],
  ])('refuses %s -> %s', (from, to, message) => {
    const found = appLayerViolations(edges([[from, to]]));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['src/app/work/WorkStatusBar.tsx', 'src/app/kit/StatusBar.tsx'],
    ['src/app/walk/WalkPage.tsx', 'src/app/work/WorkStatusBar.tsx'],
    ['src/app/App.tsx', 'src/app/import/listSlots.tsx'],
    ['src/app/resourceViews.ts', 'src/app/columbarium/index.ts'],
    ['src/app/builders/list/ConfigList.tsx', 'src/config/types.ts'],
  ])('accepts %s -> %s', (from, to) => {
    expect(appLayerViolations(edges([[from, to]]))).toEqual([]);
  });

  it('the tree keeps them', () => {
    expect(appLayerViolations(importGraph(root).edges)).toEqual([]);
  });
});

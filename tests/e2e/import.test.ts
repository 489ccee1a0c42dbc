/**
 * The spreadsheet import in Chromium against the real server and demo data: as level 5, plots
 * from a CSV with the old system's Chinese column names (mapped by themselves), a preview with
 * the server's errors on the right cells, the errors downloaded (formulas neutralised), a
 * corrected file chosen again, a cell corrected in place, the import confirmed and the rows in
 * the list; an XLSX file of registrations as level 1; no Import for levels or screens that may
 * not import. Screenshots at 1366 and 375 px in zh and en.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { xlsx } from '../unit/xlsxFixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { SCREENSHOT_VIEWS, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const db = product.db;

const open = (level: Level, path: string, opts: { language?: string; viewport?: { width: number; height: number }; timeoutMs?: number } = {}): Promise<Page> =>
  product.open(level, { language: opts.language ?? 'en', viewport: opts.viewport, path, timeoutMs: opts.timeoutMs ?? 90_000 });

const csv = (lines: string[][]): Buffer => Buffer.from(`\ufeff${lines.map((l) => l.join(',')).join('\r\n')}\r\n`, 'utf8');

const choose = (page: Page, name: string, buffer: Buffer, mimeType = 'text/csv') =>
  page.getByTestId('import-input').setInputFiles({ name, mimeType, buffer });

const status = (page: Page) => page.getByTestId('import-status');
const invalidCell = (page: Page, line: number, field: string) =>
  page.locator(`[data-testid="import-preview-row"][data-line="${line}"] [data-field="${field}"][data-invalid="true"]`);

/** The old system's plot sheet: Chinese column names, type by its Chinese label, grouped prices. */
const PLOT_HEADER = ['墓区编号', '分进', '排编号', '墓位编号', '列号', '墓位类型', '价格', '备注'];
const badPlots = [
  PLOT_HEADER,
  ['FS', '一进', 'FS-01-01', 'IMP-001', '31', '单穴', '"38,000"', '迁入'],
  ['FS', '一进', 'FS-01-99', 'IMP-002', '32', '双穴', '52000', ''],
  ['FS', '一进', 'FS-01-02', 'IMP-003', '31', '家族', '=1+1', ''],
  ['SH', '一进', 'SH-01-01', 'FS-01-01-01', '33', 'single', '41000', ''],
];

describe('plots from a CSV file, as level 5', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open(5, '/tomb/tombBurialslotList');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('opens the import screen from the list', async () => {
    await page.getByTestId('import-button').click();
    await page.waitForURL(/\/tomb\/tombBurialslotList\/import$/);
    await page.getByText('Import: Plots').waitFor();
  });

  it('maps the columns by their names and shows the server’s errors on the right cells', async () => {
    await choose(page, 'old-plots.csv', csv(badPlots));
    await page.getByTestId('import-file').getByText('old-plots.csv: 4 rows').waitFor();
    const mapped = await page.locator('[data-testid="import-mapping-row"] input[data-column]').evaluateAll((inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).dataset.column, (i as HTMLInputElement).value]),
    );
    expect(mapped).toEqual([
      ['墓区编号', 'area_id'],
      ['分进', 'room_id'],
      ['排编号', 'shelf_id'],
      ['墓位编号', 'code'],
      ['列号', 'column_no'],
      ['墓位类型', 'type'],
      ['价格', 'price'],
      ['备注', 'remark'],
    ]);
    // Checked with the server as soon as the file is read.
    await status(page).getByText('4 rows · 1 ready · 3 with errors').waitFor();
    await expect(invalidCell(page, 3, 'shelf_id').innerText()).resolves.toContain('Nothing found for “FS-01-99”');
    await expect(invalidCell(page, 4, 'price').innerText()).resolves.toContain('Must be a number');
    await expect(invalidCell(page, 5, 'code').innerText()).resolves.toContain('Code already exists');
    await expect(page.getByTestId('import-commit').isDisabled()).resolves.toBe(true);
  });

  it('downloads the errors as CSV, with formulas made plain text', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-download-errors').click()]);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines).toEqual([
      'Line,Field,Column in the file,Value,Error',
      '3,Row,排编号,FS-01-99,Nothing found for “FS-01-99”',
      "4,Price,价格,'=1+1,Must be a number",
      '5,Code,墓位编号,FS-01-01-01,Code already exists',
    ]);
  });

  it('takes a corrected file with the same columns, and a cell corrected in place', async () => {
    const fixed = badPlots.map((l) => [...l]);
    fixed[2][2] = 'FS-01-02';
    fixed[3][6] = '61000';
    await choose(page, 'old-plots.csv', csv(fixed));
    await status(page).getByText('4 rows · 3 ready · 1 with errors').waitFor();
    await invalidCell(page, 5, 'code').click();
    const dialog = page.getByTestId('import-cell-dialog');
    await dialog.locator('input[name="cell"]').fill('IMP-004');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // A change makes the server's answer stale: check again.
    await status(page).getByText('check again').waitFor();
    await page.getByTestId('import-check').click();
    await status(page).getByText('All 4 rows are ready to import').waitFor();
  });

  it('imports all rows after a confirmation, each through the forms’ write path', async () => {
    const logBefore = Number((await db().selectFrom('operation_log').select((eb) => eb.fn.countAll().as('n')).where('table_name', '=', 'tomb_burialslot').executeTakeFirstOrThrow()).n);
    await page.getByTestId('import-commit').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Import 4 rows?').waitFor();
    await confirm.getByRole('button', { name: 'Import' }).click();
    await page.getByTestId('import-done').getByText('4 rows imported into “Plots”').waitFor();
    const plots = await db()
      .selectFrom('tomb_burialslot as p')
      .innerJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
      .innerJoin('tomb_room as r', 'r.id', 'p.room_id')
      .select(['p.code', 'p.type', 'p.price', 'p.status', 'p.remark', 's.code as shelf', 'r.code as room'])
      .where('p.code', 'like', 'IMP-%')
      .orderBy('p.code')
      .execute();
    expect(plots).toEqual([
      { code: 'IMP-001', type: 'single', price: 38000, status: 'available', remark: '迁入', shelf: 'FS-01-01', room: 'FS-01' },
      { code: 'IMP-002', type: 'double', price: 52000, status: 'available', remark: null, shelf: 'FS-01-02', room: 'FS-01' },
      { code: 'IMP-003', type: 'family', price: 61000, status: 'available', remark: null, shelf: 'FS-01-02', room: 'FS-01' },
      { code: 'IMP-004', type: 'single', price: 41000, status: 'available', remark: null, shelf: 'SH-01-01', room: 'SH-01' },
    ]);
    const logAfter = Number((await db().selectFrom('operation_log').select((eb) => eb.fn.countAll().as('n')).where('table_name', '=', 'tomb_burialslot').executeTakeFirstOrThrow()).n);
    expect(logAfter - logBefore).toBe(4);
    await page.getByTestId('import-done').getByRole('link', { name: 'Open the list' }).click();
    await page.waitForURL(/\/tomb\/tombBurialslotList$/);
  });
});

/** Whether the progress line showed since the last call (it may come and go between two polls of a locator). */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { sawProgress: boolean; progressObserver?: MutationObserver };
    w.sawProgress = false;
    w.progressObserver?.disconnect();
    w.progressObserver = new MutationObserver(() => {
      if (document.querySelector('[data-testid="import-progress"]')) w.sawProgress = true;
    });
    w.progressObserver.observe(document.body, { childList: true, subtree: true });
  });
const sawProgress = (page: Page) => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);

describe('5,000 plots through the screen', () => {
  it('previews 5,000 rows with the bad ones marked, takes the corrections and imports them all', { timeout: 900_000 }, async () => {
    const page = await open(5, '/tomb/tombBurialslotList/import');
    const lines = [['Row', 'Code', 'Column', 'Type', 'Price']];
    for (let i = 1; i <= 5000; i++) lines.push([`AN-0${(i % 4) + 1}-0${(i % 6) + 1}`, `BIG-${String(i).padStart(4, '0')}`, String(100 + (i % 50)), 'Single', '45000']);
    lines[1234][4] = 'free';
    lines[4321][0] = 'AN-09-09';
    await watchProgress(page);
    await choose(page, 'five-thousand.csv', csv(lines));
    await status(page).getByText('5,000 rows · 4,998 ready · 2 with errors').waitFor({ timeout: 300_000 });
    await expect(sawProgress(page)).resolves.toBe(true);
    await page.getByText('Only rows with errors').click();
    await expect(page.getByTestId('import-preview-row').count()).resolves.toBe(2);
    await invalidCell(page, 1235, 'price').click();
    await page.getByTestId('import-cell-dialog').locator('input[name="cell"]').fill('45000');
    await page.getByTestId('import-cell-dialog').getByRole('button', { name: 'OK' }).click();
    // Until the next check, the other row keeps the server's error.
    await expect(invalidCell(page, 1235, 'price').count()).resolves.toBe(0);
    await invalidCell(page, 4322, 'shelf_id').click();
    await page.getByTestId('import-cell-dialog').locator('input[name="cell"]').fill('AN-01-01');
    await page.getByTestId('import-cell-dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('import-check').click();
    await status(page).getByText('All 5,000 rows are ready to import').waitFor({ timeout: 300_000 });
    await page.getByTestId('import-commit').click();
    await watchProgress(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByTestId('import-done').getByText('5,000 rows imported into “Plots”').waitFor({ timeout: 300_000 });
    await expect(sawProgress(page)).resolves.toBe(true);
    const count = await db().selectFrom('tomb_burialslot').select((eb) => eb.fn.countAll().as('n')).where('code', 'like', 'BIG-%').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5000);
    await page.context().close();
  });
});

describe('registrations from an XLSX file, as level 1', () => {
  it('reads dates and numbers from the spreadsheet, corrects a cell and imports into the inside channel', async () => {
    const page = await open(1, '/member/list/import');
    const file = xlsx([
      ['逝者姓名', '性别', '身份证号', '死亡日期', '申请人', '申请人电话', '备注'],
      ['导入甲', '男', '33010219400101001X', { date: '2024-03-05' }, '王五', 13900002222, '从旧系统迁入'],
      ['导入乙', '女', '330102194001010027', { date: '2023-12-31' }, '王五', 13900002222, null],
    ]);
    await choose(page, 'registrations.xlsx', file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await status(page).getByText('2 rows · 1 ready · 1 with errors').waitFor();
    const bad = invalidCell(page, 3, 'id_number');
    await expect(bad.innerText()).resolves.toContain('Invalid ID number');
    await bad.click();
    await page.getByTestId('import-cell-dialog').locator('input[name="cell"]').fill('330102194001010028');
    await page.getByTestId('import-cell-dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('import-check').click();
    await status(page).getByText('All 2 rows are ready to import').waitFor();
    await page.getByTestId('import-commit').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByTestId('import-done').waitFor();
    const rows = await db().selectFrom('member').select(['name', 'gender', 'id_number', 'death_date', 'applicant_phone', 'channel', 'remark']).where('name', 'like', '导入%').orderBy('name').execute();
    expect(rows).toEqual([
      { name: '导入乙', gender: 'female', id_number: '330102194001010028', death_date: '2023-12-31', applicant_phone: '13900002222', channel: 'inside', remark: null },
      { name: '导入甲', gender: 'male', id_number: '33010219400101001X', death_date: '2024-03-05', applicant_phone: '13900002222', channel: 'inside', remark: '从旧系统迁入' },
    ]);
    await page.context().close();
  });
});

describe('who sees Import', () => {
  it('no Import where the level may not import, and no import screen to open', async () => {
    const page = await open(5, '/member/memberList');
    await page.locator('table tbody tr').first().waitFor();
    // Users need a password: not importable. The operation log is read-only.
    await expect(page.getByTestId('import-button').count()).resolves.toBe(0);
    await page.goto('/system/operationLog');
    await page.locator('table tbody tr').first().waitFor();
    await expect(page.getByTestId('import-button').count()).resolves.toBe(0);
    // There it is only a record id that does not exist: the list's edit route, never the import screen.
    await page.goto('/member/memberList/import');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('import-page').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('an outside level cannot open the inside channel’s import', async () => {
    const page = await open(3, '/member/list_outside');
    await page.getByTestId('import-button').waitFor();
    await page.goto('/member/list/import');
    await page.waitForURL(/\/401$/);
    await page.context().close();
  });
});

describe('screenshots', () => {
  const englishPlots = [
    ['Area', 'Room', 'Row', 'Code', 'Column', 'Type', 'Price', 'Remark'],
    ...badPlots.slice(1).map((l) => [...l.slice(0, 5), ['Single', 'Double', 'Family', 'Single'][badPlots.indexOf(l) - 1], ...l.slice(6)]),
  ];
  it.each([
    ['zh', 1366],
    ['zh', 375],
    ['en', 1366],
    ['en', 375],
  ])('the preview with errors in %s at %i px', async (language, width) => {
    const page = await open(5, '/tomb/tombBurialslotList/import', { language, viewport: { width, height: width > 400 ? 900 : 812 } });
    const file = (language === 'zh' ? badPlots : englishPlots).map((l, i) => (i > 0 && l[3].startsWith('IMP-') ? [...l.slice(0, 3), `NEW-${i}`, ...l.slice(4)] : l));
    await choose(page, language === 'zh' ? '旧系统墓位.csv' : 'old-plots.csv', csv(file));
    await page.locator('[data-invalid="true"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `docs/screenshots/import/preview-${language}-${width}.png`, { fullPage: true });
    await page.context().close();
  });
});

/**
 * A burial register the test writes itself (generated names, Chinese and English; never a real
 * person's): US month/day/year dates, partial dates, a "29 & 30" family lot, no applicants or
 * phones, in a section the demo data does not have.
 */
const REGISTER_AREA = 'E2E';
const registerLines = (): string[][] => {
  const zh = ['王秀英', '李建国', '张桂兰', '刘志强', '陈淑珍'];
  const en = ['Ada Marrow', 'Silas Quill', 'Mabel Fenwick', 'Ezra Tolley', 'Nora Brant'];
  const lines = [['Section/Lot', 'Name', 'Born', 'Died', 'Interment', 'Notes']];
  for (let i = 0; i < 10; i++) {
    const name = i % 2 === 0 ? zh[i / 2] : en[(i - 1) / 2];
    const died = `${String((i % 12) + 1).padStart(2, '0')}/${String(13 + i).padStart(2, '0')}/${1950 + i}`;
    const buried = `${String((i % 12) + 1).padStart(2, '0')}/${String(16 + i)}/${1950 + i}`;
    lines.push([`"Section ${REGISTER_AREA}, Lot ${i + 1}"`, name, `${i + 1}/${i + 2}/${1900 + i}`, died, buried, '']);
  }
  // Chinese dates, whole and partial.
  lines.push([`"Section ${REGISTER_AREA}, Lot 11"`, '赵文', '1899年3月5日', '二〇〇一年三月五日', '', '']);
  lines.push([`"Section ${REGISTER_AREA}, Lot 12"`, 'Walter Draft', '1901年', '1923年11月', '', '']);
  lines.push([`"Section ${REGISTER_AREA}, Lot 13"`, '杨丽', '约1879年', '1960年2月14日', '', '']);
  // Partial dates as old registers write them, and two plots of one family.
  lines.push([`"Section ${REGISTER_AREA}, Lot 29 & 30"`, 'Ezra Quill', 'about 1879', '1923 Nov', '', 'family lot']);
  return lines;
};

/** At 375 px nothing is wider than the phone. */
const fitsPhone = async (page: Page, width: number): Promise<void> => {
  if (width > 400) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

describe('a burial register, as level 5', () => {
  it('goes in choosing only the columns and the date order, shows what it creates, its graves occupied, and its batch is undone', { timeout: 900_000 }, async () => {
    // Every wait of these pages longer: the first sign-in of a run on a loaded machine took over 90 s.
    const page = await open(5, '/import/batches', { timeoutMs: 180_000 });
    await page.getByTestId('import-register-button').first().click();
    await page.waitForURL(/\/import\/batches\/register$/);
    await page.getByText('Import: Burial register').waitFor();
    await choose(page, 'old-register.csv', csv(registerLines()));
    await page.getByTestId('import-file').getByText('old-register.csv: 14 rows').waitFor();

    // The columns the screen could not name by itself.
    const pick = async (column: string, field: string) => {
      await page.locator('[data-testid="import-mapping-row"]', { has: page.locator(`input[data-column="${column}"]`) }).getByRole('combobox').click();
      await page.getByRole('option', { name: field, exact: true }).click();
    };
    await pick('Section/Lot', 'Place');
    await pick('Interment', 'Burial date');
    await pick('Notes', 'Remark');
    // US dates: the 13th of line 2 proves month/day/year.
    const order = page.getByTestId('import-date-order');
    await order.getByText('Detected from line 2: 01/13/1950').waitFor();
    await order.getByLabel('Month/day/year (03/05/2024)').check();

    // The places do not exist: created on request, listed before anything is written.
    await page.getByTestId('import-create-missing').click();
    await page.getByTestId('import-check').click();
    await status(page).getByText('All 14 rows are ready to import').waitFor();
    const creates = page.getByTestId('import-creates');
    await expect(creates.locator('[data-table="tomb_area"]').innerText()).resolves.toContain(`Tomb areas: 1 (e.g. ${REGISTER_AREA})`);
    await expect(creates.locator('[data-table="tomb_burialslot"]').innerText()).resolves.toMatch(/^Plots: 15 \(e\.g\. /);

    await page.getByTestId('import-commit').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByTestId('import-done').waitFor();
    const members = await db().selectFrom('member').select(['name', 'birth_date', 'death_date', 'burial_date', 'applicant_name', 'import_batch_id']).where('name', 'in', ['王秀英', 'Silas Quill', 'Ezra Quill']).orderBy('name').execute();
    const batchId = members[0]?.import_batch_id;
    expect(batchId).toBeGreaterThan(0);
    expect(members.map((m) => [m.name, m.applicant_name, m.import_batch_id])).toEqual([
      ['Ezra Quill', null, batchId],
      ['Silas Quill', null, batchId],
      ['王秀英', null, batchId],
    ]);
    // Chinese and partial dates kept as the register wrote them (no invented days).
    const dated = await db()
      .selectFrom('member')
      .select(['name', 'birth_date_precision', 'death_date_precision', sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('born'), sql<string>`to_char(death_date, 'YYYY-MM-DD')`.as('died')])
      .where('name', 'in', ['赵文', 'Walter Draft', '杨丽'])
      .where('import_batch_id', '=', batchId!)
      .orderBy('name')
      .execute();
    expect(dated.map((m) => [m.name, m.born, m.birth_date_precision, m.died, m.death_date_precision])).toEqual([
      ['Walter Draft', '1901-01-01', 'year', '1923-11-01', 'month'],
      ['杨丽', '1879-01-01', 'about', '1960-02-14', null],
      ['赵文', '1899-03-05', null, '2001-03-05', null],
    ]);
    const areaId = Number((await db().selectFrom('tomb_area').select('id').where('code', '=', REGISTER_AREA).executeTakeFirstOrThrow()).id);
    const firstPlot = String((await db().selectFrom('tomb_burialslot').select('code').where('area_id', '=', areaId).orderBy('id').executeTakeFirstOrThrow()).code);

    // The moving-in screens in this run's views (zh and en, 1366 and 375 px), photographed:
    // the batch in the list and its page, every grave occupied on the map (the second plot of
    // "29 & 30" kept off sale for the family), the reconciliation and the walk fitting a phone.
    for (const [language, viewport] of SCREENSHOT_VIEWS) {
      const view = await open(5, '/import/batches', { language, viewport, timeoutMs: 180_000 });
      const shot = (screen: string) => screenshot(view, `moving-in-${screen}-${language}-${viewport.width}`, { fullPage: screen !== 'map' });
      await view.getByText('old-register.csv').first().waitFor();
      await fitsPhone(view, viewport.width);
      await shot('batches');
      await view.goto(`/import/batches/${batchId}/show`);
      await view.getByTestId('batch-counts').locator('tr[data-table="member"]').waitFor();
      await fitsPhone(view, viewport.width);
      await shot('batch');
      await view.goto(`/dashboard?area=${areaId}`);
      await view.locator('.plot-cell[data-s="buried"]').first().waitFor();
      const cells = await view.locator('.plot-cell').evaluateAll((c) => c.map((e) => (e as HTMLElement).dataset.s));
      expect(cells.filter((s) => s === 'buried')).toHaveLength(14);
      expect(cells.filter((s) => s !== 'buried')).toEqual(['unavailable']);
      // The default room the import made (named in English by this import) reads in the viewer's language.
      await expect(view.locator('.plot-room h3').first().innerText()).resolves.toMatch(language === 'zh' ? /^全区/ : /^Whole area/);
      await shot('map');
      await view.goto('/import/reconcile');
      await view.getByTestId('reconcile-areas').getByText(REGISTER_AREA, { exact: true }).waitFor();
      await fitsPhone(view, viewport.width);
      await shot('reconcile');
      await view.goto('/work/walk');
      await view.getByTestId(`walk-area-${REGISTER_AREA}`).waitFor();
      await view.getByTestId('walk-code').fill(firstPlot);
      await view.getByTestId('walk-find').click();
      await view.getByTestId('walk-plot-code').getByText(firstPlot).waitFor();
      // The area without rows is named by itself, not "Whole area · Whole area".
      const found = await view.getByTestId('walk-plot').innerText();
      expect(found).toContain(`${REGISTER_AREA} · `);
      expect(found).not.toMatch(/Whole area|全区/);
      await fitsPhone(view, viewport.width);
      await shot('walk');
      await view.context().close();
    }

    // The batch: its counts, each list filtered to it, and Undo.
    await page.getByTestId('import-open-batch').click();
    await page.waitForURL(new RegExp(`/import/batches/${batchId}/show$`));
    await page.getByTestId('batch-file').getByText('old-register.csv').waitFor();
    const memberCount = page.getByTestId('batch-counts').locator('tr[data-table="member"]');
    await expect(memberCount.innerText()).resolves.toMatch(/Registrations\s+14\s+Show them/);
    await memberCount.getByTestId('batch-list-link').click();
    await page.waitForURL(/\/member\/list\?filter=/);
    await page.getByText('Ezra Quill').first().waitFor();
    await page.goBack();
    await page.getByTestId('batch-undo').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Undo import batch ${batchId}?`).waitFor();
    await expect(confirm.innerText()).resolves.toContain('14 Registrations');
    await confirm.getByRole('button', { name: 'Undo' }).click();
    await page.getByTestId('batch-status').getByText('Undone').waitFor();
    const left = await db().selectFrom('member').select((eb) => eb.fn.countAll().as('n')).where('import_batch_id', '=', batchId!).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    const area = await db().selectFrom('tomb_area').select('id').where('code', '=', REGISTER_AREA).execute();
    expect(area).toEqual([]);
    await page.context().close();
  });
});

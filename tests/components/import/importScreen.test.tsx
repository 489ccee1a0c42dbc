/**
 * The import screen in the browser, against a fake server (msw) and an in-memory data provider:
 * the date order detected from the line that proves it, changed by the user, and used by the
 * preview's check and the server's request; a column mapping saved under a name and applied at
 * once to the next file with the same columns; a proxy's 413 (nginx's page, no envelope) and a
 * lost connection told in words.
 */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appConfig, appRoutes } from '../../../src/instance';
import * as importMessages from '../../../src/app/i18n/messages/import';
import { importRoute } from '../../../src/app/import/importRoute';
import { API_BASE, fakeApiForFile } from '../dataProvider/mswApi';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';

vi.setConfig({ testTimeout: 60_000 });

const api = fakeApiForFile();
const registrations = appRoutes.findRoute('/member/list') as ResourceRoute;
const namespaces = [importMessages];

const HEADER = ['Name of the deceased', 'Died', 'Applicant', 'Applicant phone'];
/** A CSV file as a user chooses it (jsdom's File has no arrayBuffer: given here, as browsers have it). */
const csvFile = (name: string, lines: string[][]): File => {
  const text = lines.map((l) => l.join(',')).join('\r\n');
  const file = new File([text], name, { type: 'text/csv' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => new TextEncoder().encode(text).buffer });
  return file;
};

const open = (tables: Record<string, Record<string, unknown>[]> = {}, locale: 'en' | 'zh' = 'en') => {
  const { provider, calls } = memoryDataProvider({ import_mapping: [], ...tables } as never);
  renderResource({ routes: [registrations], url: '/member/list/import', dataProvider: provider, level: 1, namespaces, locale, childRoutes: (r) => importRoute(r, 1, appConfig) });
  return { calls };
};

const choose = async (file: File) => {
  const input = await screen.findByTestId('import-input');
  fireEvent.change(input, { target: { files: [file] } });
};

const checks = () => api.calls.filter((c) => c.path === 'import/check');

/** The server's check: every row valid. */
const allValid = () =>
  api.answer((call) => (call.path === 'import/check' ? api.ok({ total: (call.body.rows as unknown[]).length, valid: (call.body.rows as unknown[]).length, errors: [], creates: [] }) : undefined));

describe('the date order', () => {
  it('is detected from the line that proves it, checks the cells in it, and goes to the server; changed, the preview and the request follow', async () => {
    allValid();
    open();
    await choose(
      csvFile('old-register.csv', [
        HEADER,
        ['测试甲', '05/03/2024', '王五', '13900002222'],
        ['测试乙', '13/02/1923', '王五', '13900002222'],
      ]),
    );
    const group = await screen.findByTestId('import-date-order');
    expect(within(group).getByLabelText('Day/month/year (05/03/2024)')).toBeChecked();
    expect(within(group).getByTestId('import-date-order-proof')).toHaveTextContent('Detected from line 3: 13/02/1923');
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0].body).toMatchObject({ table: 'member', dateOrder: 'dmy', fileName: 'old-register.csv' });
    expect(checks()[0].body.rows).toEqual([
      { name: '测试甲', death_date: '05/03/2024', applicant_name: '王五', applicant_phone: '13900002222' },
      { name: '测试乙', death_date: '13/02/1923', applicant_name: '王五', applicant_phone: '13900002222' },
    ]);
    await screen.findByText('All 2 rows are ready to import');

    // Month first: line 3 has no 13th month; the preview says so at once, and the next check sends the order.
    await userEvent.click(within(group).getByLabelText('Month/day/year (03/05/2024)'));
    expect(within(group).getByTestId('import-date-order-proof')).toHaveTextContent('Your choice differs from what the file shows (line 3: 13/02/1923)');
    const bad = await waitFor(() => {
      const cell = document.querySelector('[data-testid="import-preview-row"][data-line="3"] [data-field="death_date"][data-invalid="true"]');
      expect(cell).not.toBeNull();
      return cell as HTMLElement;
    });
    expect(bad).toHaveTextContent('“13/02/1923” is not a date read as month-day-year');
    expect(document.querySelector('[data-testid="import-preview-row"][data-line="2"] [data-invalid="true"]')).toBeNull();
    await userEvent.click(screen.getByTestId('import-check'));
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(checks()[1].body.dateOrder).toBe('mdy');
  });

  it('says when the file does not prove the order, and reads year-month-day', async () => {
    allValid();
    open();
    await choose(csvFile('iso.csv', [HEADER, ['测试丙', '03/05/2024', '王五', '13900002222']]));
    const group = await screen.findByTestId('import-date-order');
    expect(within(group).getByTestId('import-date-order-proof')).toHaveTextContent('No day in the file is over 12');
    expect(within(group).getByLabelText('Year-month-day (2024-03-05)')).toBeChecked();
  });
});

describe('saved column mappings', () => {
  const OLD = ['逝者', '卒', '联系人', '电话', '备注栏'];
  const row = ['测试丁', '13/02/1923', '王五', '13900002222', '迁入'];

  it('saves the columns the user picked under a name, with the file’s date order', async () => {
    allValid();
    const { calls } = open();
    await choose(csvFile('old-a.csv', [OLD, row]));
    // Nothing in these names says which field they are: the user picks them.
    const pick = async (column: string, field: string) => {
      const row = (await screen.findAllByTestId('import-mapping-row')).find((r) => r.querySelector(`input[data-column="${column}"]`)) as HTMLElement;
      fireEvent.mouseDown(within(row).getByRole('combobox'));
      await userEvent.click(await screen.findByRole('option', { name: field }));
    };
    await pick('逝者', 'Name of the deceased *');
    await pick('卒', 'Died');
    await pick('联系人', 'Applicant *');
    await pick('电话', 'Applicant phone *');
    await userEvent.click(screen.getByTestId('import-save-mapping'));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Old register{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'create' && c.resource === 'import_mapping')).toBeDefined());
    const saved = calls.find((c) => c.method === 'create')!.params.data as { name: string; resource: string; mapping: string };
    expect(saved.name).toBe('Old register');
    expect(saved.resource).toBe('member');
    expect(JSON.parse(saved.mapping)).toEqual({
      columns: { 逝者: 'name', 卒: 'death_date', 联系人: 'applicant_name', 电话: 'applicant_phone', 备注栏: null },
      dateOrder: 'dmy',
    });
  });

  it('offers the saved mappings of the resource, and applies the one whose columns match when the file is read', async () => {
    allValid();
    const mapping = JSON.stringify({ columns: { 逝者: 'name', 卒: 'death_date', 联系人: 'applicant_name', 电话: 'applicant_phone', 备注栏: 'remark' }, dateOrder: 'mdy' });
    open({
      import_mapping: [
        { id: 7, name: 'Old register', resource: 'member', mapping },
        { id: 8, name: 'Another', resource: 'member', mapping: JSON.stringify({ columns: { x: 'name' } }) },
      ],
    });
    // Columns in another order: still the same columns. No day over 12: the saved order stands.
    await choose(csvFile('old-b.csv', [[OLD[1], OLD[0], ...OLD.slice(2)], ['03/05/1950', '测试戊', '王五', '13900002222', '']]));
    expect(await screen.findByTestId('import-saved-applied')).toHaveTextContent('Applied the saved mapping “Old register” (its columns match this file)');
    const mapped = [...document.querySelectorAll<HTMLInputElement>('[data-testid="import-mapping-row"] input[data-column]')].map((i) => [i.dataset.column, i.value]);
    expect(mapped).toEqual([
      ['卒', 'death_date'],
      ['逝者', 'name'],
      ['联系人', 'applicant_name'],
      ['电话', 'applicant_phone'],
      ['备注栏', 'remark'],
    ]);
    expect(screen.getByLabelText('Month/day/year (03/05/2024)')).toBeChecked();
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0].body.dateOrder).toBe('mdy');
    expect(checks()[0].body.rows).toEqual([{ death_date: '03/05/1950', name: '测试戊', applicant_name: '王五', applicant_phone: '13900002222', remark: '' }]);
  });
});

describe('failures on the way to the server', () => {
  it('a proxy’s 413 is told in words, with the size sent and what to do', async () => {
    api.server.use(
      http.post(`${API_BASE}/import/check`, () => new HttpResponse('<html><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>', { status: 413, headers: { 'Content-Type': 'text/html' } })),
    );
    open();
    await choose(csvFile('big.csv', [HEADER, ['测试己', '2024-03-05', '王五', '13900002222']]));
    const failure = await screen.findByTestId('import-failure');
    expect(failure).toHaveTextContent(/^The file is larger than the server’s proxy accepts \(0\.0 MB sent\): split it, or ask the administrator to raise client_max_body_size$/);
    expect(failure).not.toHaveTextContent('413 Request Entity Too Large');
    api.server.resetHandlers();
  });

  it('a connection that fails is told in words, in Chinese too', async () => {
    api.server.use(http.post(`${API_BASE}/import/check`, () => HttpResponse.error()));
    open({}, 'zh');
    await choose(csvFile('a.csv', [HEADER, ['测试庚', '2024-03-05', '王五', '13900002222']]));
    expect(await screen.findByTestId('import-failure')).toHaveTextContent('无法连接服务器：请检查网络后重试');
    api.server.resetHandlers();
  });
});

describe('a long import', () => {
  afterEach(() => api.server.resetHandlers());
  const file = () =>
    csvFile('long.csv', [
      HEADER,
      ['测试甲', '2024-03-05', '王五', '13900002222'],
      ['测试乙', '2024-03-06', '王五', '13900002222'],
      ['测试丙', '2024-03-07', '王五', '13900002222'],
    ]);

  it('shows how far the server has gone, and ends on the server’s answer when the call’s own is lost on the way (a proxy’s 504)', async () => {
    let polls = 0;
    let finished = false;
    const done = { created: 3, ids: [1, 2, 3], batchId: 7, chunks: 3 };
    api.answer((call) => {
      if (call.path === 'import/check') return api.ok({ total: 3, valid: 3, errors: [], creates: [] });
      if (call.path !== 'import/progress') return undefined;
      polls += 1;
      // The commit runs until the test has seen its progress; then it has finished, its answer kept for the browser.
      return finished ? api.ok({ state: 'finished', total: 3, done: 3, answer: { http: 200, body: { status: 200, msg: 'ok', data: done } } }) : api.ok({ state: 'running', total: 3, done: Math.min(polls, 2) });
    });
    // The proxy gives up on the commit long before the server has finished.
    api.server.use(http.post(`${API_BASE}/import/commit`, () => new HttpResponse('<html><body>504 Gateway Time-out</body></html>', { status: 504, headers: { 'Content-Type': 'text/html' } })));
    open();
    await choose(file());
    await screen.findByText('All 3 rows are ready to import');
    await userEvent.click(screen.getByTestId('import-commit'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    try {
      await waitFor(() => expect(screen.getByTestId('import-progress-rows')).toHaveTextContent('(the server has gone through 2 of 3)'), { timeout: 15_000 });
    } finally {
      finished = true;
    }
    expect(await screen.findByTestId('import-done', {}, { timeout: 20_000 })).toHaveTextContent('3 rows imported into “Registration”');
    expect(screen.queryByTestId('import-failure')).toBeNull();
    // The browser's name for the commit, which its progress polls carry.
    expect(String(api.calls.filter((c) => c.path === 'import/progress').at(-1)?.body.progressId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('imports the rows without errors when the user leaves the others out, and keeps their errors to download', async () => {
    api.answer((call) => {
      if (call.path === 'import/check') return api.ok({ total: 3, valid: 2, errors: [{ index: 1, fields: { death_date: 'Not a date' } }], creates: [] });
      if (call.path === 'import/commit') return api.ok({ created: 2, ids: [1, 3], batchId: 8, chunks: 1 });
      return undefined;
    });
    open({}, 'zh');
    await choose(file());
    const leave = await screen.findByTestId('import-commit-valid');
    expect(leave).toHaveTextContent('只导入没有错误的 2 行');
    expect(screen.getByTestId('import-commit')).toBeDisabled();
    await userEvent.click(leave);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('有错误的 1 行不导入');
    await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await screen.findByTestId('import-left-out', {}, { timeout: 10_000 })).toHaveTextContent('有错误的 1 行没有导入：下载错误清单，改正后再导入这些行。');
    const commit = api.calls.find((c) => c.path === 'import/commit');
    expect(commit?.body.rows).toEqual([
      { name: '测试甲', death_date: '2024-03-05', applicant_name: '王五', applicant_phone: '13900002222' },
      { name: '测试丙', death_date: '2024-03-07', applicant_name: '王五', applicant_phone: '13900002222' },
    ]);
    expect(commit?.body.lines).toEqual([2, 4]);
    expect(screen.getByTestId('import-left-out-errors')).toBeInTheDocument();
  });
});

describe('a burial register', () => {
  const batches = appRoutes.findRoute('/import/batches') as ResourceRoute;
  const openRegister = () => {
    const { provider, calls } = memoryDataProvider({ import_mapping: [], 'tomb/tombBurialslotList': [{ id: 31, code: 'S3-29', capacity: 1 }] } as never);
    renderResource({ routes: [batches], url: '/import/batches/register', dataProvider: provider, level: 5, namespaces, childRoutes: (r) => importRoute(r, 5, appConfig) });
    return { calls };
  };
  const capacity = { plot: 'S3-29', capacity: 1, needed: 2, lines: [2, 3] };

  it('creates missing places on request, shows what the check says it will create, and offers to raise a plot’s capacity', async () => {
    api.answer((call) => {
      if (call.path !== 'import/check') return undefined;
      const creates = call.body.createMissing ? [{ table: 'tomb_area', count: 1, examples: ['Section 3'] }, { table: 'tomb_burialslot', count: 2, examples: ['S3-30', 'S3-31'] }] : [];
      const raised = checks().length > 2;
      const errors = raised ? [] : [{ index: 1, message: 'Plot S3-29 holds 1 deceased; lines 2 and 3 put 2 in it', capacity }];
      return api.ok({ total: 3, valid: 3 - errors.length, errors, creates });
    });
    const { calls } = openRegister();
    expect(await screen.findByText('Import: Burial register')).toBeInTheDocument();
    await choose(
      csvFile('register.csv', [
        ['Place', 'Name', 'Died'],
        ['"Section 3, Lot 29"', '测试甲', '03/14/1950'],
        ['"Section 3, Lot 29"', 'Ada Marrow', '1923 Nov'],
        ['"Section 3, Lot 30 & 31"', '测试乙', 'about 1879'],
      ]),
    );
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(checks()[0].body).toMatchObject({ table: 'register', createMissing: false, dateOrder: 'mdy' });
    expect(screen.queryByTestId('import-creates')).toBeNull();

    await userEvent.click(screen.getByLabelText('Create missing areas, rows and plots'));
    await userEvent.click(screen.getByTestId('import-check'));
    const creates = await screen.findByTestId('import-creates');
    expect(checks()[1].body.createMissing).toBe(true);
    expect([...creates.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Tomb areas: 1 (e.g. Section 3)', 'Plots: 2 (e.g. S3-30, S3-31)']);

    const over = screen.getByTestId('import-capacity');
    expect(over).toHaveTextContent('Plot S3-29 holds 1; the file puts 2 in it (lines 2, 3)');
    await userEvent.click(within(over).getByRole('button', { name: 'Raise its capacity to 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Plot S3-29 will hold 2 instead of 1; the change is logged. Then check the file again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: 31, data: { capacity: 2 } }));
    await waitFor(() => expect(checks()).toHaveLength(3));
    await screen.findByText('All 3 rows are ready to import');
    expect(screen.queryByTestId('import-capacity')).toBeNull();
  });
});

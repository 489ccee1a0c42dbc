// @vitest-environment jsdom
// (jsdom: happy-dom judges a money input's 100.00 a step mismatch of step 0.01 and so never submits the form; Chromium does not.)
/**
 * The print pages and the settings screen against a fake legacy API: deep links load the
 * record, the picker finds one, refused statuses and kinds explain themselves, printing is
 * logged first, and settings save through the generic update with the row's version.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { Print10Page, Print3Page, Print8Page } from '../../../src/app/print/pages';
import { createLegacyDataProvider } from '../../../src/app/providers/dataProvider';
import { SettingsPage } from '../../../src/app/settings/SettingsPage';
import { member, order, payments, plot, setting } from '../../unit/printDataFixtures';
import { setupLegacyApi, type LegacyCall } from '../setup';
import { appConfig } from '../../../src/instance';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 8000 });

const api = setupLegacyApi();

/** Answers the generic queries from the fixture rows, by table and by id. */
const answerQueries = (over: { status?: string } = {}) =>
  api.on('query', (call: LegacyCall) => {
    const { table, where } = call.body;
    if (call.body.data) return api.ok({ id: call.body.id });
    const byId = (rows: { id: number }[]) => (where && !Array.isArray(where) && 'id' in where ? rows.filter((r) => r.id === where.id) : rows);
    if (table === 'tomb_order') return api.ok(byId([{ ...order, ...over }]));
    if (table === 'tomb_burialslot') return api.ok([plot]);
    if (table === 'member') return api.ok([member]);
    if (table === 'tomb_payment') return api.ok(byId(payments));
    // The row as the bundled server has it, with the order limits (src/rules/orderRules.ts).
    if (table === 'setting') return api.ok([{ ...setting, reservation_max_days: 30, clerk_refunds: false, clerk_discount_percent: 10, screen_money: false, pay_sandbox: false }]);
    return undefined;
  });

const renderAt = (url: string, page: ReactElement) =>
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={createLegacyDataProvider({ config: appConfig })} i18nProvider={allLanguagesI18nProvider('en')} store={memoryStore()}>
        {page}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

const previewDocument = async () => within(await screen.findByTestId('print-preview')).getByTestId('print-document');

describe('order document pages', () => {
  it('opens the contract of ?order=123 in Chinese with its plot names joined', async () => {
    answerQueries();
    renderAt('/print/print8?order=123', <Print8Page />);
    const doc = await previewDocument();
    expect(doc).toHaveTextContent('墓位使用权合同');
    expect(doc).toHaveTextContent('HT20240503001');
    expect(doc).toHaveTextContent('松柏园');
    const plotQuery = api.callsTo('query').find((c) => c.body.table === 'tomb_burialslot');
    expect(plotQuery?.body.left_join).toHaveLength(3);
    expect(screen.getByText('Paper: A4 portrait')).toBeInTheDocument();
  });

  it('logs the print before printing', async () => {
    answerQueries();
    api.on('admin.print/log', () => api.ok({ logged: true }));
    renderAt('/print/print8?order=123', <Print8Page />);
    await previewDocument();
    await userEvent.click(screen.getByTestId('print-button'));
    await waitFor(() => expect(api.callsTo('admin.print/log')).toHaveLength(1));
    expect(api.callsTo('admin.print/log')[0].body).toEqual({ document: 'print8', table: 'tomb_order', id: 123 });
  });

  it('does not print when the log is refused', async () => {
    answerQueries();
    api.on('admin.print/log', () => api.legacy(403, 'You do not have permission to do this', { code: 'forbidden' }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt('/print/print8?order=123', <Print8Page />);
    await previewDocument();
    await userEvent.click(screen.getByTestId('print-button'));
    expect(await screen.findByText(/The print could not be recorded/)).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    print.mockRestore();
  });

  it('refuses a burial certificate for a reserved order, saying which statuses may print it', async () => {
    answerQueries({ status: 'reserved' });
    renderAt('/print/print3?order=123', <Print3Page />);
    const message = await screen.findByTestId('print-message');
    expect(message).toHaveTextContent('Reserved');
    expect(message).toHaveTextContent('Paid, Completed');
    expect(screen.queryByTestId('print-preview')).not.toBeInTheDocument();
  });

  it('finds an order with the picker among the printable statuses and opens it', async () => {
    answerQueries();
    renderAt('/print/print3', <Print3Page />);
    expect(await screen.findByText('Choose the order to print')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('print-picker-input'), 'A-01');
    await waitFor(() => expect(api.callsTo('query').some((c) => JSON.stringify(c.body.where).includes('%A-01%'))).toBe(true));
    const search = api.callsTo('query').find((c) => JSON.stringify(c.body.where).includes('%A-01%'));
    expect(search?.body.where[0]).toEqual(['status', 'in', ['paid', 'completed']]);
    await userEvent.click((await screen.findAllByTestId('print-picker-option'))[0]);
    expect(await previewDocument()).toHaveTextContent('安葬证');
  });

  it('shows the order opened by a link (from the Print menu of an order) in the picker, not "Choose an order"', async () => {
    answerQueries();
    renderAt('/print/print8?order=123', <Print8Page />);
    await previewDocument();
    const input = screen.getByTestId('print-picker-input');
    expect(input).toHaveValue('DD20240503001 · 张伟');
    expect(screen.getByRole('combobox', { name: 'Order' })).toBe(input);
    expect(screen.queryByLabelText('Choose an order')).not.toBeInTheDocument();
  });

  it('switches the document language without touching the interface', async () => {
    answerQueries();
    renderAt('/print/print8?order=123', <Print8Page />);
    await previewDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Document language' }));
    await userEvent.click(screen.getByRole('option', { name: 'Español' }));
    expect(await previewDocument()).toHaveTextContent('Contrato de derecho de uso de parcela');
    expect(screen.getByTestId('print-button')).toHaveTextContent('Print');
  });
});

describe('receipt pages', () => {
  it('print10 prints a charge on A5 and refuses a refund', async () => {
    answerQueries();
    const first = renderAt('/print/print10?payment=45', <Print10Page />);
    const doc = await previewDocument();
    expect(doc).toHaveTextContent('收费收据');
    expect(doc).toHaveTextContent('壹仟元整');
    expect(screen.getByText('Paper: A5 landscape')).toBeInTheDocument();
    first.unmount();
    renderAt('/print/print10?payment=48', <Print10Page />);
    expect(await screen.findByTestId('print-message')).toHaveTextContent('Refund');
  });

  it('shows the payment opened by a receipt button in the picker', async () => {
    answerQueries();
    renderAt('/print/print10?payment=45', <Print10Page />);
    await previewDocument();
    expect(screen.getByRole('combobox', { name: 'Receipt' })).toHaveValue('SJ45 · ¥1,000.00');
    expect(screen.queryByLabelText('Choose a receipt')).not.toBeInTheDocument();
  });
});

describe('settings screen', () => {
  it('edits the singleton and saves it with its version', async () => {
    answerQueries();
    renderAt('/system/settings', <SettingsPage />);
    const name = await screen.findByLabelText(/Cemetery name/);
    await waitFor(() => expect(name).toHaveValue('福寿园'));
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('settings-seal-preview').querySelector('img')).toHaveAttribute('src', '/seal.png');
    await userEvent.clear(name);
    await userEvent.type(name, '西山陵园');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('query').some((c) => c.body.data)).toBe(true));
    const update = api.callsTo('query').find((c) => c.body.data);
    expect(update?.body).toEqual({ table: 'setting', id: 1, data: { cemetery_name: '西山陵园' }, version: 3 });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('offers the closed weekdays as a checkbox per day in the user language, stored as the day numbers', async () => {
    answerQueries();
    renderAt('/system/settings', <SettingsPage />);
    const week = await screen.findByTestId('weekdays-work_closed_weekdays');
    expect(within(week).getByText('Closed weekdays')).toBeInTheDocument();
    expect(within(week).getAllByRole('checkbox')).toHaveLength(7);
    expect([...week.querySelectorAll('.MuiFormControlLabel-label')].map((l) => l.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await userEvent.click(within(week).getByLabelText('Sun'));
    await userEvent.click(within(week).getByLabelText('Sat'));
    expect(within(week).getByLabelText('Sat')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.callsTo('query').some((c) => c.body.data)).toBe(true));
    expect(api.callsTo('query').find((c) => c.body.data)?.body.data).toEqual({ work_closed_weekdays: '0,6' });
  });
});

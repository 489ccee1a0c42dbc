/**
 * The registration form's plot (issue 28 item 4): it offers the plots an order holds, each with
 * how many are registered of its capacity, a full one disabled with the reason; a refusal of the server about the plot shows under
 * the plot input, not only in a toast.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import * as salesMessages from '../../../src/app/i18n/messages/sales';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { fakeApiForFile } from '../dataProvider/mswApi';

vi.setConfig({ testTimeout: 90_000 });

const members = appRoutes.findRoute('/member/list') as ResourceRoute;
const api = fakeApiForFile();
const namespaces = [salesMessages];

const plot = (id: number, code: string, status: string, type: string, capacity = 1): RaRecord => ({ id, code, status, type, capacity, price: 1000 });
const PLOTS = [
  plot(1, 'A-01', 'sold', 'double', 2),
  plot(2, 'A-02', 'buried', 'single'),
  plot(3, 'A-03', 'available', 'single'),
  plot(4, 'A-04', 'reserved', 'family', 4),
];
const REGISTERED: Record<number, number> = { 1: 1, 2: 1, 3: 0, 4: 4 };
const tables = (extra: Record<string, RaRecord[]> = {}) => ({ tomb_burialslot: PLOTS, 'tomb/tombBurialslotList': PLOTS, ...extra });

const answerOccupancy = () =>
  api.answer((call) =>
    call.path === 'admin.tomb_burialslot/occupancies' ? api.ok((call.body.ids as number[]).map((id) => ({ id, registered: REGISTERED[id] }))) : undefined,
  );

const optionOf = (code: string) => screen.getAllByRole('option').find((o) => o.querySelector(`[data-plot-option="${code}"]`)) as HTMLElement;

describe('the registration form’s plot', () => {
  it('offers the plots an order holds with their room, and disables a full one with the reason', async () => {
    answerOccupancy();
    const { provider, calls } = memoryDataProvider(tables(), { sort: true });
    renderResource({ routes: [members], url: '/member/list/create', dataProvider: provider, level: 1, namespaces });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Plot/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.querySelector('[data-plot-option]')?.getAttribute('data-plot-option'))).toEqual(['A-01', 'A-02', 'A-04']));
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'tomb_burialslot')?.params.filter).toEqual({ status: ['reserved', 'sold', 'buried'] });
    await waitFor(() => expect(within(optionOf('A-01')).getByText('1 of 2 registered')).toBeInTheDocument());
    expect(optionOf('A-01')).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(optionOf('A-02')).getByText('Plot full (1 of 1)')).toBeInTheDocument();
    expect(optionOf('A-02')).toHaveAttribute('aria-disabled', 'true');
    expect(within(optionOf('A-04')).getByText('Plot full (4 of 4)')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'admin.tomb_burialslot/occupancies').at(-1)?.body).toEqual({ ids: [1, 2, 4] });
  });

  it('keeps the plot of the registration being edited, and puts the server’s refusal on the plot input', async () => {
    answerOccupancy();
    const member = { id: 9, version: 1, name: '李四', applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: 2 };
    const { provider } = memoryDataProvider(tables({ 'member/list': [member] }), { sort: true });
    provider.update = async () => {
      throw new HttpError('This plot is full', 409, { code: 'capacity_full', errors: { burialslot_id: 'This plot is full' } });
    };
    renderResource({ routes: [members], url: '/member/list/9', dataProvider: provider, level: 1, namespaces });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: /^Plot/ });
    await waitFor(() => expect(picker).toHaveValue('A-02'));
    await user.click(picker);
    // Its own plot is the value (not listed again); the others show their room.
    await waitFor(() => expect(within(optionOf('A-04')).getByText('Plot full (4 of 4)')).toBeInTheDocument());
    expect(optionOf('A-04')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.clear(screen.getByRole('textbox', { name: /^Applicant\W*$/ }));
    await user.type(screen.getByRole('textbox', { name: /^Applicant\W*$/ }), '王五');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = picker.closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('This plot is full')).toBeInTheDocument());
  });

  it('marks the applicant required on a registration’s edit form, but not on an imported one, which may lack it', async () => {
    answerOccupancy();
    const imported = { id: 11, version: 1, name: '旧坟', applicant_name: null, applicant_phone: null, burialslot_id: 2, import_batch_id: 3 };
    const current = { id: 12, version: 1, name: '李四', applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: 1 };
    const labelOf = (name: RegExp): string => {
      const input = screen.getByRole('textbox', { name });
      return document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
    };
    for (const [member, asterisk] of [[imported, false], [current, true]] as const) {
      const { provider } = memoryDataProvider(tables({ 'member/list': [imported, current] }), { sort: true });
      const view = renderResource({ routes: [members], url: `/member/list/${member.id}`, dataProvider: provider, level: 1, namespaces });
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name of the deceased\W*$/ })).toHaveValue(member.name));
      for (const name of [/^Applicant\W*$/, /^Applicant phone\W*$/]) expect(labelOf(name).includes('*'), `${member.name} ${String(name)}`).toBe(asterisk);
      // The name stays required on both (it is not waived for imported history).
      expect(labelOf(/^Name of the deceased\W*$/)).toContain('*');
      view.unmount();
    }
  });
});

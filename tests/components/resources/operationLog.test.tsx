/**
 * The operation log as an administrator reads it: a Time column (sorted, filterable by a range
 * of days), tables by their names, records by their names as links, ids as plain numbers; and
 * each operation as a field-by-field table, labelled from the config, changed rows highlighted.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import * as oplogMessages from '../../../src/app/i18n/messages/oplog';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { formatDayTime } from '../../../src/config/dates';

vi.setConfig({ testTimeout: 90_000 });

const log = appRoutes.findRoute('/system/operationLog') as ResourceRoute;
const orders = appRoutes.findRoute('/order/tombOrderList') as ResourceRoute;
const namespaces = [oplogMessages];

const before = { id: 2722, order_no: 'O202611230001', status: 'reserved', buyer_name: '张三', total: '5000.00', contract_no: null, version: 1, updated_at: '2026-11-22T01:00:00Z' };
const after = { ...before, status: 'contracted', contract_no: 'C202600001', total: 5000, version: 2, updated_at: '2026-11-23T01:00:00Z' };

const ROWS: RaRecord[] = [
  {
    id: 3001,
    created_at: '2026-11-23T02:30:00Z',
    user_id: 5,
    user: { nickname: '内部管理员' },
    action: 'update',
    table_name: 'tomb_order',
    row_id: 2722,
    before: JSON.stringify(before),
    after: JSON.stringify(after),
  },
  { id: 3000, created_at: '2026-11-23T01:00:00Z', user_id: 5, user: { nickname: '内部管理员' }, action: 'login', table_name: 'user', row_id: 5, before: null, after: null },
  { id: 2999, created_at: '2026-11-22T01:00:00Z', user_id: null, action: 'update', table_name: 'legacy_table', row_id: 12345, before: null, after: null },
];

const tables = () => ({ 'system/operationLog': ROWS, 'member/memberList': [{ id: 5, nickname: '内部管理员', level: 5 }] });

describe('the operation log list', () => {
  it('shows when, who, what, the table by its name and the record by its name, newest first under a sorted Time column', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: [log, orders], url: '/system/operationLog', dataProvider: provider, level: 5, namespaces });
    const orderRow = (await screen.findByText('O202611230001')).closest('tr') as HTMLElement;
    expect(screen.getByText('O202611230001').closest('a')).toHaveAttribute('href', '/order/tombOrderList/2722');
    expect(within(orderRow).getByText('Tomb orders')).toBeInTheDocument();
    expect(within(orderRow).queryByText('tomb_order')).toBeNull();
    expect(within(orderRow).getByText(formatDayTime('2026-11-23T02:30:00Z', 'en'))).toBeInTheDocument();
    // A sign-in stored no row: the user's name is fetched.
    const signIn = screen.getAllByText('Sign in')[0].closest('tr') as HTMLElement;
    expect(await within(signIn).findByText('内部管理员', { selector: '[data-log-subject]' })).toBeInTheDocument();
    // A table the config does not know: its id as a plain number, no thousands separator.
    const legacy = screen.getByText('legacy_table').closest('tr') as HTMLElement;
    expect(within(legacy).getByText('12345')).toBeInTheDocument();
    const time = screen.getByRole('columnheader', { name: /Time/ });
    expect(time.querySelector('.MuiTableSortLabel-root')).toHaveClass('Mui-active');
    expect(calls.find((c) => c.method === 'getList')?.params.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('filters by a range of whole local days', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: [log], url: '/system/operationLog', dataProvider: provider, level: 5, namespaces });
    const user = userEvent.setup();
    await screen.findByText('O202611230001');
    await user.type(screen.getByLabelText('Time from'), '2026-11-01');
    await user.type(screen.getByLabelText('Time to'), '2026-11-23');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'getList').at(-1)?.params.filter).toEqual({
        created_at_gte: new Date(2026, 10, 1).toISOString(),
        created_at_lt: new Date(2026, 10, 24).toISOString(),
      }),
    );
  });
});

describe('an operation in detail', () => {
  it('shows who, when, the record as a link, and each field before and after, changed ones highlighted', async () => {
    const { provider } = memoryDataProvider(tables());
    renderResource({ routes: [log, orders], url: '/system/operationLog/3001/show', dataProvider: provider, level: 5, namespaces });
    const changes = await screen.findByTestId('log-changes');
    const facts = screen.getByTestId('log-facts');
    expect(within(facts).getByText('内部管理员')).toBeInTheDocument();
    expect(within(facts).getByText('O202611230001').closest('a')).toHaveAttribute('href', '/order/tombOrderList/2722');
    const row = (field: string) => changes.querySelector(`[data-field="${field}"]`) as HTMLElement;
    expect(within(row('status')).getByText('Status')).toBeInTheDocument();
    expect(within(row('status')).getByText('Reserved')).toBeInTheDocument();
    expect(within(row('status')).getByText('Contracted')).toBeInTheDocument();
    expect(row('status')).toHaveAttribute('data-changed', 'true');
    expect(within(row('contract_no')).getByText('C202600001')).toBeInTheDocument();
    // '5000.00' and 5000 are the same money: not a change. Neither is the buyer. The version is not a field.
    expect(row('total')).not.toHaveAttribute('data-changed');
    expect(within(row('total')).getAllByText('¥5,000.00')).toHaveLength(2);
    expect(row('buyer_name')).not.toHaveAttribute('data-changed');
    expect(row('version')).toBeNull();
    expect(screen.getByTestId('log-changed-count')).toHaveTextContent('2 fields changed');
    await userEvent.setup().click(screen.getByLabelText('Changed fields only'));
    await waitFor(() => expect(row('buyer_name')).toBeNull());
    expect(row('status')).not.toBeNull();
  });

  it('labels the fields in Chinese from the config', async () => {
    const { provider } = memoryDataProvider(tables());
    renderResource({ routes: [log, orders], url: '/system/operationLog/3001/show', dataProvider: provider, level: 5, namespaces, locale: 'zh' });
    const changes = await screen.findByTestId('log-changes');
    const status = changes.querySelector('[data-field="status"]') as HTMLElement;
    expect(within(status).getByText('状态')).toBeInTheDocument();
    expect(within(status).getByText('已签约')).toBeInTheDocument();
    expect(within(changes).getByText('修改前')).toBeInTheDocument();
  });
});

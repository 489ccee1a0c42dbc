/**
 * Every config field type to its input (create and edit forms) and to its rendering (list
 * cells), on a resource holding one field of each type.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';
import { specimenConfig, specimenRoute, specimenRow } from './specimen';

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

const tables = () => ({
  'lab/specimenList': [{ ...specimenRow }],
  'tomb/tombList': [{ id: 3, name: 'East garden' }],
});

const open = (url: string) => {
  const { provider, calls } = memoryDataProvider(tables());
  renderResource({ routes: [specimenRoute], url, dataProvider: provider, level: 5, config: specimenConfig });
  return calls;
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('inputs by field type', () => {
  it('create offers the input each type calls for, with the config defaults', async () => {
    open('/lab/specimenList/create');
    await screen.findByLabelText(/^Title/);
    expect(input(/^Title/)).toHaveAttribute('type', 'text');
    expect(input(/^Notes/).tagName).toBe('TEXTAREA');
    expect(input(/^Count/)).toHaveAttribute('type', 'number');
    expect(input(/^Count/)).toHaveAttribute('step', '1');
    expect(input(/^Ratio/)).toHaveAttribute('step', '0.001');
    expect(input(/^Price/)).toHaveAttribute('step', '0.01');
    expect(screen.getByText('¥')).toBeInTheDocument();
    expect(input(/^Active/)).toHaveAttribute('type', 'checkbox');
    expect(input(/^Active/)).toBeChecked();
    // A day is typed in the language's format (the browser's date input would show its own locale's).
    expect(input(/^Day/)).toHaveAttribute('data-day-input');
    expect(input(/^Moment/)).toHaveAttribute('type', 'datetime-local');
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(within(state).getByText('Open').closest('[data-enum]')).toHaveAttribute('data-enum', 'open');
    expect(input(/^Area/)).toHaveAttribute('role', 'combobox');
    expect(input(/^Picture/)).toHaveAttribute('type', 'url');
    expect(input(/^Site/)).toHaveAttribute('type', 'url');
    expect(input(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(input(/^ID number/)).toHaveAttribute('type', 'text');
    // Read-only fields are computed by the server: not offered on create.
    expect(screen.queryByText('Code')).not.toBeInTheDocument();
  });

  it('edit shows the values, money with two decimals, the image preview, and read-only fields as text', async () => {
    open('/lab/specimenList/1');
    await waitFor(() => expect(input(/^Title/)).toHaveValue('Alpha'));
    expect(input(/^Price/)).toHaveValue(1234.5);
    expect(input(/^Price/).value).toBe('1234.50');
    expect(input(/^Day/)).toHaveValue('6 May 2024');
    expect(input(/^ID number/)).toHaveValue('11010519491231002X');
    expect(document.querySelector('img[src="https://img.test/p.png"]')).toBeInTheDocument();
    expect(within(document.querySelector('[data-field="code"]')!).getByText('S-1')).toBeInTheDocument();
    expect(document.querySelector('[data-field="code"] input')).toBeNull();
  });
});

describe('fields by type in the list', () => {
  it('renders chips, money, dates, booleans, links to the target screen, images and urls', async () => {
    const calls = open('/lab/specimenList');
    const row = (await screen.findByText('Alpha')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('Closed').closest('[data-enum]')).toHaveAttribute('data-enum', 'closed');
    expect(cells.getByText('¥1,234.50')).toBeInTheDocument();
    // Dates and times in the one format of the language (src/config/dates.ts).
    expect(cells.getByText('6 May 2024')).toBeInTheDocument();
    expect(cells.getByText(/^6 May 2024, \d\d:\d\d$/)).toBeInTheDocument();
    expect(cells.getByText('3')).toBeInTheDocument();
    expect(cells.getByText('0.125')).toBeInTheDocument();
    expect(cells.getByLabelText('Yes')).toBeInTheDocument();
    expect(cells.getByText('East garden').closest('a')).toHaveAttribute('href', '/tomb/tombList/3');
    expect(row.querySelector('img[src="https://img.test/p.png"]')).toBeInTheDocument();
    expect(cells.getByText('https://example.test/').closest('a')).toHaveAttribute('target', '_blank');
    expect(cells.getByText('13800000000')).toBeInTheDocument();
    // Long text is not a column by default.
    expect(cells.queryByText(/long/)).not.toBeInTheDocument();
    // The joined name came with the list: no extra fetch of the areas.
    expect(calls.filter((c) => c.method === 'getMany')).toEqual([]);
  });
});

describe('dates in the format of the language', () => {
  it('writes the same day and time the Chinese way in Chinese', async () => {
    const { provider } = memoryDataProvider(tables());
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList', dataProvider: provider, level: 5, config: specimenConfig, locale: 'zh' });
    const row = (await screen.findByText('Alpha')).closest('tr')!;
    expect(within(row).getByText('2024-05-06')).toBeInTheDocument();
    expect(within(row).getByText(/^2024-05-06 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('shows the read-only date-times of an edit form in the same format', async () => {
    const { provider } = memoryDataProvider({ ...tables(), 'lab/specimenList': [{ ...specimenRow, created_at: '2024-05-06T08:30:00.000Z' }] });
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/1/show', dataProvider: provider, level: 5, config: specimenConfig });
    expect(await screen.findByText(/^6 May 2024, \d\d:\d\d$/)).toBeInTheDocument();
  });
});

describe('days typed in the language format', () => {
  it('shows a stored day in Chinese as 2024-05-06, takes 2024年5月7日, and saves the ISO day', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/1', dataProvider: provider, level: 5, config: specimenConfig, locale: 'zh' });
    const day = (await screen.findByLabelText(/^日期/)) as HTMLInputElement;
    await waitFor(() => expect(day).toHaveValue('2024-05-06'));
    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, '2024年5月7日');
    await user.tab();
    expect(day).toHaveValue('2024-05-07');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params.data).toMatchObject({ day: '2024-05-07' }));
  });

  it('says so under the field when what is typed is no day', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/1', dataProvider: provider, level: 5, config: specimenConfig });
    const day = (await screen.findByLabelText(/^Day/)) as HTMLInputElement;
    await waitFor(() => expect(day).toHaveValue('6 May 2024'));
    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, '31 Feb 2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid date: write it year-month-day (2024-03-05) or as 5 Mar 2024')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'update')).toEqual([]);
  });
});

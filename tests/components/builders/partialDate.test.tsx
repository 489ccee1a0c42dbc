/**
 * A partial date field (`partial: true`) on screen: the list and the show page say what the
 * register knows (Nov 1923, c. 1879, 1923年11月), never an invented day; the edit form takes a
 * month, a year or "about" a year, says which forms it takes, and saves the canonical value.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DateField, ResourcesConfig } from '../../../src/config/types';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';
import { specimenConfig, specimenRoute, specimenRow } from './specimen';

vi.setConfig({ testTimeout: 90_000 });

const config: ResourcesConfig = {
  ...specimenConfig,
  specimen: { ...specimenConfig.specimen, fields: { ...specimenConfig.specimen.fields, day: { ...(specimenConfig.specimen.fields.day as DateField), partial: true } } },
};

const render = (url: string, locale: 'en' | 'zh', days: string[]) => {
  const { provider, calls } = memoryDataProvider({
    'lab/specimenList': days.map((day, i) => ({ ...specimenRow, id: i + 1, title: `T${i + 1}`, day })),
    'tomb/tombList': [{ id: 3, name: 'East garden' }],
  });
  renderResource({ routes: [specimenRoute], url, dataProvider: provider, level: 5, config, locale });
  return calls;
};

describe('a partial date on screen', () => {
  it('lists months, years and about-years as such, in each language', async () => {
    render('/lab/specimenList', 'en', ['1923-11', '~1879', '1880', '1923-11-05']);
    for (const text of ['Nov 1923', 'c. 1879', '1880', '5 Nov 1923']) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('1 Nov 1923')).not.toBeInTheDocument();
  });

  it('shows it on the show page in Chinese', async () => {
    render('/lab/specimenList/1/show', 'zh', ['1923-11']);
    expect(await screen.findByText('1923年11月')).toBeInTheDocument();
  });

  it('takes “about 1879” in the form, names the forms it takes, and saves ~1879', async () => {
    const calls = render('/lab/specimenList/1', 'en', ['1923-11']);
    const day = (await screen.findByLabelText(/^Day/)) as HTMLInputElement;
    await waitFor(() => expect(day).toHaveValue('Nov 1923'));
    expect(screen.getByText('A month or a year will do: 1923-11, Nov 1923, 1879, about 1879')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, 'about 1879');
    await user.tab();
    expect(day).toHaveValue('c. 1879');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params.data).toMatchObject({ day: '~1879' }));
  });

  it('says which forms it takes when what is typed is none of them', async () => {
    const calls = render('/lab/specimenList/1', 'en', ['1923-11']);
    const day = (await screen.findByLabelText(/^Day/)) as HTMLInputElement;
    await waitFor(() => expect(day).toHaveValue('Nov 1923'));
    const user = userEvent.setup();
    await user.clear(day);
    await user.type(day, 'sometime');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Invalid date: write year-month-day: a day \(1923-11-05\), a month/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'update')).toEqual([]);
  });
});

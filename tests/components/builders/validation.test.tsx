/**
 * Forms validate with the config's validators (the server's own) before sending, in the
 * user's language, and show the server's field errors under the inputs when it refuses.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';
import { specimenConfig, specimenRoute } from './specimen';

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

describe('form validation', () => {
  it('refuses bad values on the client with the config messages and sends nothing', async () => {
    const { provider, calls } = memoryDataProvider({});
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'abc');
    await user.type(screen.getByLabelText(/^Count/), '12');
    await user.type(screen.getByLabelText(/^Price/), '1.234');
    await user.type(screen.getByLabelText(/^ID number/), '110105194912310021');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong format')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 9')).toBeInTheDocument();
    expect(screen.getByText('At most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Invalid ID number')).toBeInTheDocument();
    expect(screen.getByText(/^Enter an 11-digit mobile/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Title/));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
  });

  it('answers in Chinese when the locale is zh', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig, locale: 'zh' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^标题/), 'abc');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('格式不正确')).toBeInTheDocument();
  });

  it('puts the server field errors under their inputs', async () => {
    const { provider } = memoryDataProvider({});
    provider.create = () =>
      Promise.reject(new HttpError('Some values are not valid', 422, { code: 'validation', errors: { title: 'Title already exists' } }));
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Alpha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true'));
  });

  it('judges a value typed with spaces around it as the value, so a taken one reads "already exists", not "Wrong format"', async () => {
    const { provider, calls } = memoryDataProvider({});
    const create = provider.create;
    provider.create = (resource, params) => {
      calls.push({ method: 'create', resource, params: { ...params } });
      return String(params.data.title).trim() === 'Alpha'
        ? Promise.reject(new HttpError('Some values are not valid', 422, { code: 'duplicate', errors: { title: 'Title already exists' } }))
        : create(resource, params);
    };
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig });
    const user = userEvent.setup();
    // A leading space would break the title's pattern (^[A-Z]) if it were judged as typed.
    await user.type(await screen.findByLabelText(/^Title/), '  Alpha ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title already exists')).toBeInTheDocument();
    expect(screen.queryByText('Wrong format')).toBeNull();
    expect(calls.filter((c) => c.method === 'create')).toHaveLength(1);
  });
});

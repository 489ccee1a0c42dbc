/**
 * noCache (spec section 2): coming back to a page shows what the server says now, never the
 * answer of the earlier visit first.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useGetOne } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../src/app/providers/http';
import { NoCache } from '../../../src/app/shell/routing/NoCache';
import { resetBrowserSession } from '../auth/session';
import { setupLegacyApi } from '../setup';
import { renderShell } from './harness';

const api = setupLegacyApi();

const CemeteryName = () => {
  const { data, isPending } = useGetOne<{ id: number; cemetery_name: string }>('setting', { id: 1 });
  return <p data-testid="name">{isPending ? 'loading' : data?.cemetery_name}</p>;
};

const renderPages = () =>
  renderShell(
    <>
      <NoCache />
      <Routes>
        <Route path="/a" element={<CemeteryName />} />
        <Route path="/b" element={<p>elsewhere</p>} />
      </Routes>
    </>,
    { path: '/a' },
  );

beforeEach(() => {
  resetBrowserSession();
  setToken('tok');
});

describe('noCache', () => {
  it('a page visited again fetches afresh and never shows the earlier answer', async () => {
    let name = '福寿园';
    api.on('query', (c) => (c.body.table === 'setting' ? api.ok([{ id: 1, cemetery_name: name }]) : undefined));
    const { router } = renderPages();
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('福寿园'));

    await act(() => router.navigate('/b'));
    await screen.findByText('elsewhere');
    name = '西山陵园';
    const before = api.callsTo('query').length;
    await act(() => router.navigate('/a'));

    expect(screen.getByTestId('name')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('西山陵园'));
    expect(api.callsTo('query').length).toBe(before + 1);
  });
});

/**
 * The data screen (/screen, docs/visits.md "The data screen") in the reader's language: its
 * header day and the week's sales panel name their days in that language's format (English once
 * showed "since 2026-11-23" beside a header of "29 Nov 2026"), and a screen whose answer carries
 * no sales (a display token without setting.screen_money) shows no sales panel at all.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ScreenApp } from '../../../src/app/visits/screen/ScreenApp';
import type { ScreenData } from '../../../src/protocol/visits';

const screenData = (week: ScreenData['week']): ScreenData => ({
  at: '2026-11-29T09:30:00+08:00',
  day: '2026-11-29',
  slots: [{ starts: '09:00', ends: '10:00', gate: 'East gate', quota: 200, booked: 120, checked_in: 75, closed: false }],
  totals: { quota: 200, booked: 120, checked_in: 75, bookings: 48 },
  arrivals: [{ at: '09:10', people: 30 }],
  burials: [],
  work: [],
  week,
  shuttles: [],
});

let answer: ScreenData = screenData(null);
const server = setupServer(http.get(new URL('/index/visit/screen', window.location.href).href, () => HttpResponse.json({ status: 200, msg: 'ok', data: answer })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'language=; max-age=0; path=/';
});
afterAll(() => server.close());

const WEEK = { since: '2026-11-23', payments: 14, amount: 386000, orders: 5, renewals: 3 };

describe('the data screen', () => {
  it('in English, names the week’s first day as the header names today', async () => {
    document.cookie = 'language=en; path=/';
    answer = screenData(WEEK);
    render(<ScreenApp />);
    expect(await screen.findByText('29 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('This week’s sales (since 23 Nov 2026)')).toBeInTheDocument();
    expect(screen.getByTestId('screen-renewals')).toHaveTextContent('3 renewals');
  });

  it('in Chinese, keeps the stored day form', async () => {
    document.cookie = 'language=zh; path=/';
    answer = screenData(WEEK);
    render(<ScreenApp />);
    expect(await screen.findByText('本周销售（自 2026-11-23）')).toBeInTheDocument();
  });

  it('shows no sales panel when the answer carries no sales', async () => {
    document.cookie = 'language=en; path=/';
    answer = screenData(null);
    render(<ScreenApp />);
    expect(await screen.findByText('29 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText(/This week’s sales/)).toBeNull();
    expect(screen.queryByTestId('screen-renewals')).toBeNull();
  });
});

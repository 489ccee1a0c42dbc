/** A small stats answer, as the server gives it, for the page and model tests. */
import type { StatsBundle } from '../../../src/app/stats/model/api';
import { compared } from '../../unit/statsPeriods';

const zeros = { available: 0, reserved: 0, sold: 0, buried: 0, unavailable: 0 };

export const bundle: StatsBundle = {
  summary: {
    channel: 'inside',
    // January and February (whole months, in the past) against November and December.
    ...compared('2024-01-01..2024-02-29', '2024-01-01..2024-02-29', '2023-11-01..2023-12-31', 'month', 2),
    orders: { current: 3, previous: 1 },
    revenue: { current: 11500, previous: 0 },
    charges: { current: 12000, previous: 0 },
    refunds: { current: 500, previous: 1000 },
    registrations: { current: 4, previous: 4 },
    burials: { current: 2, previous: 1 },
    // State figures at the end of February (a past period: snapshots), against the end of December.
    outstanding: {
      current: { balance: 18000, orders: 2 },
      previous: { balance: 12000, orders: 1 },
      days: { current: '2024-02-29', previous: '2023-12-31' },
      live: false,
    },
    plots: {
      current: { available: 5, reserved: 1, sold: 2, buried: 3, unavailable: 0 },
      previous: { available: 6, reserved: 1, sold: 1, buried: 3, unavailable: 0 },
      days: { current: '2024-02-29', previous: '2023-12-31' },
      live: false,
    },
  },
  monthly: [
    { month: '2024-01', orders: 3, sales: 30000, revenue: 12000 },
    { month: '2024-02', orders: 0, sales: 0, revenue: -500 },
  ],
  plotsByArea: [
    { area_id: 1, area: 'A区', counts: { ...zeros, available: 5, reserved: 1, sold: 2, buried: 3 }, total: 11 },
    { area_id: 2, area: 'B区', counts: zeros, total: 0 },
  ],
  ordersByStatus: [
    { status: 'reserved', orders: 2, amount: 20000 },
    { status: 'contracted', orders: 1, amount: 10000 },
  ],
  topSellers: [
    { id: 3, name: '周敏', orders: 2, sales: 20000, received: 8000 },
    { id: null, name: null, orders: 1, sales: 10000, received: 0 },
  ],
  paymentsByMethod: [
    { method: 'cash', payments: 2, charges: 12000, refunds: 500, net: 11500 },
    { method: 'card', payments: 0, charges: 0, refunds: 0, net: 0 },
  ],
};

/** A period reaching today (live state figures) whose previous period's end has no snapshot. */
export const noPreviousRecord: StatsBundle = {
  ...bundle,
  summary: {
    ...bundle.summary,
    outstanding: { ...bundle.summary.outstanding, previous: null, days: { current: '2024-03-05', previous: '2023-12-31' }, live: true },
    plots: { ...bundle.summary.plots, previous: null, days: { current: '2024-03-05', previous: '2023-12-31' }, live: true },
  },
};

/** A past period whose end has no snapshot either. */
export const noRecord: StatsBundle = {
  ...bundle,
  summary: {
    ...bundle.summary,
    outstanding: { ...bundle.summary.outstanding, current: null, previous: null },
    plots: { ...bundle.summary.plots, current: null, previous: null },
  },
};

/** The same answer with nothing in the period (plots stay: they are a state, not a flow). */
export const emptyBundle: StatsBundle = {
  ...bundle,
  summary: {
    ...bundle.summary,
    orders: { current: 0, previous: 0 },
    revenue: { current: 0, previous: 0 },
    charges: { current: 0, previous: 0 },
    refunds: { current: 0, previous: 0 },
  },
  monthly: [{ month: '2024-01', orders: 0, sales: 0, revenue: 0 }],
  ordersByStatus: [{ status: 'reserved', orders: 0, amount: 0 }],
  topSellers: [],
  paymentsByMethod: [{ method: 'cash', payments: 0, charges: 0, refunds: 0, net: 0 }],
};

/** This month so far (November 1st to 23rd) against last month up to the same day. */
export const monthToDate: StatsBundle = {
  ...bundle,
  summary: {
    ...bundle.summary,
    ...compared('2026-11-01..2026-11-30', '2026-11-01..2026-11-23', '2026-10-01..2026-10-23', 'month', 1, true),
    outstanding: { ...bundle.summary.outstanding, days: { current: '2026-11-23', previous: '2026-10-23' }, live: true },
    plots: { ...bundle.summary.plots, days: { current: '2026-11-23', previous: '2026-10-23' }, live: true },
  },
};

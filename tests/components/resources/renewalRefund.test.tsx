/**
 * Refunding a renewal from the term panel (docs/terms.md "Refund"): the term's renewals are
 * listed with their receipts; Refund asks for a reason and how the money goes back, then calls
 * admin.mgmt_term/refund_renewal with them; a refunded renewal shows as such and offers no
 * second refund; a clerk sees why the button is off when the settings keep refunds to managers.
 * The same list on a deposit's page (docs/columbarium.md): its storage payments, Refund on the
 * newest standing renewal (admin.ash_deposit/refund_renewal), an older one off with the reason,
 * none on the deposit's own payment nor once the ashes are withdrawn.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenewalPayments } from '../../../src/app/terms/RenewalPayments';
import { setupLegacyApi } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

const PAYMENTS = [
  { id: 11, kind: 'charge', item: 'maintenance', amount: 200, periods: 2, receipt_no: 'R202611230001', paid_at: '2026-11-23T02:00:00.000Z', term_id: 5, refund_of: null },
  { id: 12, kind: 'charge', item: 'maintenance', amount: 500, periods: 5, receipt_no: 'R202611230002', paid_at: '2026-11-23T03:00:00.000Z', term_id: 5, refund_of: null },
  { id: 13, kind: 'refund', item: 'maintenance', amount: 500, periods: 5, receipt_no: 'R202611230003', paid_at: '2026-11-23T04:00:00.000Z', term_id: 5, refund_of: 12 },
];

const answerPayments = (clerkRefunds = false) => {
  api.on('query', (c) => {
    if (c.body.table === 'tomb_payment') return c.body.is_count ? api.ok(PAYMENTS.length) : api.ok(PAYMENTS);
    if (c.body.table === 'setting') return c.body.is_count ? api.ok(1) : api.ok([{ id: 1, clerk_refunds: clerkRefunds }]);
    return undefined;
  });
};

afterEach(() => localStorage.clear());

describe('refunding a renewal from the term panel', () => {
  it('lists the renewals, asks for the reason and the method, and sends them; a refunded renewal offers no second refund', async () => {
    localStorage.setItem('level', '2');
    answerPayments();
    api.on('admin.mgmt_term/refund_renewal', (c) => api.ok({ term: { id: 5 }, payment: { id: 14, ...c.body } }));
    renderShell(<RenewalPayments termId={5} />);
    const rows = await screen.findAllByTestId('term-renewal');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('R202611230001 · Renewed 2 years · ¥200.00'),
      expect.stringContaining('R202611230002 · Renewed 5 years · ¥500.00'),
      expect.stringContaining('R202611230003 · Refunded 5 years · ¥500.00'),
    ]);
    // The second renewal was refunded already: no button, a note.
    expect(within(rows[1]).queryByTestId('term-refund')).toBeNull();
    expect(rows[1]).toHaveTextContent('Refunded');
    expect(screen.getAllByTestId('term-refund')).toHaveLength(1);
    await userEvent.click(within(rows[0]).getByTestId('term-refund'));
    const dialog = within(await screen.findByTestId('term-refund-dialog'));
    expect(dialog.getByText('Refund renewal R202611230001 (2 years, ¥200.00): the term is shortened back')).toBeTruthy();
    const submit = dialog.getByRole('button', { name: /Confirm|确定|Submit/ });
    expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Family moved abroad');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(api.callsTo('admin.mgmt_term/refund_renewal')[0]?.body).toEqual({ payment_id: 11, reason: 'Family moved abroad', method: 'cash' }));
    // Done: the dialog closes and the renewals are read again (the refund row appears).
    await waitFor(() => expect(screen.queryByTestId('term-refund-dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('query').filter((c) => c.body.table === 'tomb_payment').length).toBeGreaterThan(1));
  });

  it('tells a clerk why Refund is off when the settings keep refunds to managers', async () => {
    localStorage.setItem('level', '1');
    answerPayments(false);
    renderShell(<RenewalPayments termId={5} />);
    const [button] = await screen.findAllByTestId('term-refund');
    await waitFor(() => expect(button).toBeDisabled());
    expect(api.callsTo('admin.mgmt_term/refund_renewal')).toHaveLength(0);
  });
});

const STORAGE = [
  { id: 21, kind: 'charge', amount: 60, periods: 1, receipt_no: 'R202601310001', paid_at: '2026-01-31T02:00:00.000Z', deposit_id: 7, covers_from: '2026-01-31', covers_until: '2026-02-28', refund_of: null },
  { id: 22, kind: 'charge', amount: 60, periods: 1, receipt_no: 'R202602200001', paid_at: '2026-02-20T02:00:00.000Z', deposit_id: 7, covers_from: '2026-02-28', covers_until: '2026-03-31', refund_of: null },
  { id: 23, kind: 'charge', amount: 120, periods: 2, receipt_no: 'R202603200001', paid_at: '2026-03-20T02:00:00.000Z', deposit_id: 7, covers_from: '2026-03-31', covers_until: '2026-05-31', refund_of: null },
];

const answerStorage = () => {
  api.on('query', (c) => {
    if (c.body.table === 'ash_payment') return c.body.is_count ? api.ok(STORAGE.length) : api.ok(STORAGE);
    if (c.body.table === 'setting') return c.body.is_count ? api.ok(1) : api.ok([{ id: 1, clerk_refunds: false }]);
    return undefined;
  });
};

describe('refunding a storage renewal from the deposit page', () => {
  it('lists the storage payments in months; Refund on the newest renewal sends it to the columbarium, the older one says why it is off', async () => {
    localStorage.setItem('level', '2');
    answerStorage();
    api.on('admin.ash_deposit/refund_renewal', (c) => api.ok({ deposit: { id: 7 }, payment: { id: 24, ...c.body } }));
    renderShell(<RenewalPayments storage={{ depositId: 7, unit: 'month', stored: true }} />);
    const rows = await screen.findAllByTestId('term-renewal');
    const texts = ['R202601310001 · Paid at deposit, 1 month · ¥60.00', 'R202602200001 · Renewed 1 month · ¥60.00', 'R202603200001 · Renewed 2 months · ¥120.00'];
    expect(rows).toHaveLength(texts.length);
    texts.forEach((text, i) => expect(rows[i]).toHaveTextContent(text));
    // The deposit's own payment is no renewal: no button.
    expect(within(rows[0]).queryByTestId('term-refund')).toBeNull();
    // The older renewal waits for the newer one.
    expect(within(rows[1]).getByTestId('term-refund')).toBeDisabled();
    expect(rows[1].querySelector('[data-blocked-reason]')?.getAttribute('data-blocked-reason')).toBe('Refund the later renewal first');
    await userEvent.click(within(rows[2]).getByTestId('term-refund'));
    const dialog = within(await screen.findByTestId('term-refund-dialog'));
    expect(dialog.getByText('Refund renewal R202603200001 (2 months, ¥120.00): the term is shortened back')).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Paid twice');
    await userEvent.click(dialog.getByRole('button', { name: /Confirm|确定|Submit/ }));
    await waitFor(() => expect(api.callsTo('admin.ash_deposit/refund_renewal')[0]?.body).toEqual({ payment_id: 23, reason: 'Paid twice', method: 'cash' }));
    expect(api.callsTo('admin.mgmt_term/refund_renewal')).toHaveLength(0);
  });

  it('offers no refund once the ashes are withdrawn', async () => {
    localStorage.setItem('level', '2');
    answerStorage();
    renderShell(<RenewalPayments storage={{ depositId: 7, unit: 'month', stored: false }} />);
    expect(await screen.findAllByTestId('term-renewal')).toHaveLength(3);
    expect(screen.queryAllByTestId('term-refund')).toHaveLength(0);
  });
});

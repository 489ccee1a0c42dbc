/**
 * Refunding a renewal from the term panel (docs/terms.md "Refund"): the term's renewals are
 * listed with their receipts; Refund asks for a reason and how the money goes back, then calls
 * admin.mgmt_term/refund_renewal with them; a refunded renewal shows as such and offers no
 * second refund; a clerk sees why the button is off when the settings keep refunds to managers.
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

/**
 * A storage payment's receipt (src/app/columbarium/StorageReceiptPage.tsx, docs/columbarium.md
 * "Receipts"): the deposit, the deceased, the niche, the period covered, the amount in figures
 * and capitals and who paid; a refund names who received the money back and the reason.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageReceiptDocument, type StorageReceiptBundle } from '../../../src/app/columbarium/StorageReceiptPage';

afterEach(cleanup);

const bundle = (payment: Partial<StorageReceiptBundle['payment']> = {}): StorageReceiptBundle => ({
  payment: {
    id: 21,
    receipt_no: 'R202611230007',
    deposit_id: 7,
    kind: 'charge',
    method: 'cash',
    amount: 1200,
    periods: 2,
    covers_from: '2026-11-23',
    covers_until: '2028-11-23',
    paid_at: '2026-11-23T02:30:00.000Z',
    payer: null,
    reason: null,
    'operator.nickname': '王会计',
    ...payment,
  },
  deposit: { id: 7, deposit_no: 'AD000007', niche_id: 3, deceased_name: '李秀英', depositor_name: '李明', fee_basis: 'yearly' },
  niche: { id: 3, code: 'SQT-E-1-03', 'area.name': '思亲堂', 'room.name': '东墙', 'shelf.name': '第一排' },
  // What the receipt reads of the settings (the page asks for these fields only).
  setting: { id: 1, cemetery_name: '福寿园', address: '西山路 1 号', phone: '0571-1234567', seal_url: null } as unknown as StorageReceiptBundle['setting'],
});

const doc = () => screen.getByTestId('print-document');

describe('storage receipt', () => {
  it('a charge: the deposit, the deceased, the niche, the period, the amount in figures and capitals, the depositor as payer', () => {
    render(<StorageReceiptDocument bundle={bundle()} lang="zh" />);
    expect(screen.getByText('骨灰寄存费收据')).toBeTruthy();
    const table = within(screen.getByTestId('storage-receipt'));
    for (const v of ['AD000007', '李秀英', '思亲堂 · 东墙 · 第一排 · SQT-E-1-03', '骨灰寄存费', '李明', '王会计']) expect(table.getByText(v)).toBeTruthy();
    expect(screen.getByTestId('storage-receipt-covers').textContent).toBe('2026-11-23 – 2028-11-23');
    expect(screen.getByTestId('storage-receipt-amount').textContent).toBe('¥1,200.00');
    expect(doc().textContent).toContain('壹仟贰佰元整');
    expect(doc().textContent).toContain('R202611230007');
  });

  it('a refund in English: the money paid back to the named payee, the period given back and the reason', () => {
    render(<StorageReceiptDocument bundle={bundle({ kind: 'refund', amount: 600, periods: 1, covers_from: '2027-11-23', covers_until: '2028-11-23', payer: '李华', reason: 'Moved to a plot burial', method: 'transfer' })} lang="en" />);
    expect(screen.getByText('Storage Fee Refund Receipt')).toBeTruthy();
    const rowOf = (value: string) => within(screen.getByTestId('storage-receipt')).getByText(value).closest('tr')?.textContent ?? '';
    expect(rowOf('李华')).toContain('Refunded to');
    expect(rowOf('Moved to a plot burial')).toContain('Reason');
    expect(rowOf('Storage fee paid back')).toContain('Item');
    expect(screen.getByTestId('storage-receipt-covers').textContent).toBe('23 Nov 2027 – 23 Nov 2028');
    expect(screen.getByTestId('storage-receipt-amount').textContent).toBe('¥600.00');
  });
});

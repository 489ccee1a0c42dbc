/** The generic queries behind the print pages, field by field, and the server's print-log rules. */
import { describe, expect, it } from 'vitest';
import { orderQuery, orderSearchQuery, paymentSearchQuery, plotQuery, paymentsQuery } from '../../src/app/print/data/queries';
import { contractClauses, splitParagraphs, stripNumbering } from '../../src/app/print/data/clauses';
import { levelMayPrint, parsePrintLog } from '../../src/server/print/rules';
import type { Actor } from '../../src/config/types';
import { appConfig } from '../../src/instance';

describe('print queries', () => {
  it('reads the order with its salesperson by a join', () => {
    const q = orderQuery(123);
    expect(q).toMatchObject({ table: 'tomb_order', where: { id: 123 }, page_size: 1, left_join: [{ ref: 'salesperson_id', as: 'salesperson' }] });
    expect(q.field).toContain('salesperson.nickname');
    expect(q.field).toContain('maintenance_years');
  });

  it('reads the plot with area, room and shelf names by joins', () => {
    const q = plotQuery(7);
    expect(q.left_join).toEqual([
      { ref: 'area_id', as: 'area' },
      { ref: 'room_id', as: 'room' },
      { ref: 'shelf_id', as: 'shelf' },
    ]);
    expect(q.field).toEqual(expect.arrayContaining(['area.name', 'room.name', 'shelf.name', 'code', 'type', 'size']));
  });

  it('reads the payments of an order oldest first with the operator', () => {
    expect(paymentsQuery(9)).toMatchObject({ where: { order_id: 9 }, order_by: [['paid_at', 'asc'], ['id', 'asc']] });
  });

  it('searches orders by number, contract, buyer or plot code within the allowed statuses, escaping LIKE', () => {
    const q = orderSearchQuery(' A_1% ', ['paid', 'completed']);
    expect(q.where).toEqual([
      ['status', 'in', ['paid', 'completed']],
      {
        or: [
          ['order_no', 'like', '%A\\_1\\%%'],
          ['contract_no', 'like', '%A\\_1\\%%'],
          ['buyer_name', 'like', '%A\\_1\\%%'],
          ['plot.code', 'like', '%A\\_1\\%%'],
        ],
      },
    ]);
    expect(orderSearchQuery('', ['reserved']).where).toEqual([['status', 'in', ['reserved']]]);
  });

  it('searches payments of the given kinds by receipt number, payer or order', () => {
    const q = paymentSearchQuery('SJ', ['refund']);
    expect(q.left_join).toEqual([{ ref: 'order_id', as: 'order' }]);
    expect((q.where as unknown[])[0]).toEqual(['kind', 'in', ['refund']]);
  });
});

describe('settings texts', () => {
  it('splits by line, or by blank line when there are blank lines', () => {
    expect(splitParagraphs('a\r\nb\n\n')).toEqual(['a', 'b']);
    expect(splitParagraphs('a\nstill a\n\nb')).toEqual(['a\nstill a', 'b']);
    expect(splitParagraphs(null)).toEqual([]);
  });

  it('removes hand numbering in the usual forms', () => {
    expect(['第十二条 x', '3. x', '(4) x', '五、x', 'Clause 6: x', 'Cláusula 7.ª x', '1、x'].map(stripNumbering)).toEqual(Array(7).fill('x'));
    expect(stripNumbering('2024年起生效')).toBe('2024年起生效');
  });

  it('falls back to the default clauses when settings has none', () => {
    expect(contractClauses('  \n ', ['d1 %{buyer}'], { buyer: 'B' })).toEqual(['d1 B']);
  });
});

describe('print log rules (server)', () => {
  const actor = (level: 1 | 2 | 3 | 4 | 5 | 6): Actor => ({ userId: 1, level, channel: level === 3 || level === 4 || level === 6 ? 'outside' : 'inside' });

  it('parses exactly {document, table, id} with the document own table', () => {
    expect(parsePrintLog({ document: 'print8', table: 'tomb_order', id: 3 })).toEqual({ ok: true, value: { document: 'print8', table: 'tomb_order', id: 3 } });
    expect(parsePrintLog({ document: 'print10', table: 'tomb_payment', id: 45 }).ok).toBe(true);
    expect(parsePrintLog({ document: 'print10', table: 'tomb_order', id: 45 }).ok).toBe(false);
    expect(parsePrintLog({ document: 'count', table: 'tomb_order', id: 1 }).ok).toBe(false);
    expect(parsePrintLog({ document: 'print1', table: 'tomb_order', id: 0 }).ok).toBe(false);
    expect(parsePrintLog({ document: 'print1', table: 'tomb_order', id: '1' }).ok).toBe(false);
    expect(parsePrintLog({ document: 'print1', table: 'tomb_order', id: 1, channel: 'x' })).toEqual({ ok: false, unknownKey: 'channel' });
    expect(parsePrintLog([1]).ok).toBe(false);
  });

  it('lets a level log only the print pages of its menu', () => {
    expect(levelMayPrint(actor(4), { document: 'print8', table: 'tomb_order', id: 1 }, appConfig)).toBe(true);
    expect(levelMayPrint(actor(6), { document: 'print11', table: 'tomb_payment', id: 1 }, appConfig)).toBe(true);
    expect(levelMayPrint(actor(2), { document: 'print8', table: 'tomb_order', id: 1 }, appConfig)).toBe(false);
    expect(levelMayPrint(actor(2), { document: 'receipt', table: 'tomb_payment', id: 1 }, appConfig)).toBe(true);
    expect(levelMayPrint(actor(5), { document: 'orderReceipt', table: 'tomb_order', id: 1 }, appConfig)).toBe(true);
    expect(levelMayPrint(actor(4), { document: 'receipt', table: 'tomb_payment', id: 1 }, appConfig)).toBe(false);
    expect(levelMayPrint(actor(1), { document: 'print1', table: 'tomb_order', id: 1 }, appConfig)).toBe(false);
    expect(levelMayPrint(actor(3), { document: 'print1', table: 'tomb_order', id: 1 }, appConfig)).toBe(false);
  });
});

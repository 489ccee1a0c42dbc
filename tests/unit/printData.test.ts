import { describe, expect, it } from 'vitest';
import { assembleCertificate, RECORD_ROWS } from '../../src/app/print/data/assembleCertificate';
import { assembleCommitment } from '../../src/app/print/data/assembleCommitment';
import { assembleContract } from '../../src/app/print/data/assembleContract';
import { assembleOrderForm } from '../../src/app/print/data/assembleOrderForm';
import { assembleOrderReceipt } from '../../src/app/print/data/assembleOrderReceipt';
import { assembleReceipt } from '../../src/app/print/data/assembleReceipt';
import { assembleTemporary } from '../../src/app/print/data/assembleTemporary';
import { canPrintFor } from '../../src/app/print/data/eligibility';
import { NOW, orderBundle, paymentBundle, setting } from './printDataFixtures';

describe('assembleOrderForm', () => {
  it('puts the order, plot, deceased and money on the form in Chinese', () => {
    const m = assembleOrderForm(orderBundle(), 'zh');
    expect(m.header).toEqual({ name: '福寿园', address: '上海市青浦区外青松公路7270号', phone: '021-59755000', sealUrl: '/seal.png' });
    expect(m.orderNo).toBe('DD20240503001');
    expect(m.status).toBe('已安葬');
    expect(m.reservedUntil).toBe('2024年5月10日');
    expect(m.plot).toEqual({
      area: '松柏园',
      room: '一进',
      shelf: '第二排',
      code: 'A-01-02-03',
      column: '3',
      type: '双穴',
      size: '1.2m×0.8m',
      capacity: '2',
    });
    expect(m.deceased[0]).toMatchObject({ name: '张建国', gender: '男', birthDate: '1949年12月31日', burialDate: '2024年6月1日' });
    expect(m.fees.map((f) => [f.label, f.amount.figures])).toEqual([
      ['墓位价格', '¥12,300.00'],
      ['管理费 (20 年)', '¥2,000.00'],
      ['刻字费', '¥500.00'],
      ['安葬费', '¥800.00'],
      ['其他费用', '¥0.00'],
    ]);
    expect(m.total).toEqual({ figures: '¥15,300.00', words: '壹万伍仟叁佰元整' });
    expect(m.discount.words).toBe('叁佰元整');
    expect(m.balance).toEqual({ figures: '¥0.00', words: '零元整' });
    expect(m.salesperson).toBe('李娜');
  });

  it('uses enum labels and dates of the chosen language', () => {
    const m = assembleOrderForm(orderBundle(), 'es');
    expect(m.status).toBe('Completado');
    expect(m.plot.type).toBe('Doble');
    expect(m.reservedUntil).toBe('10 de mayo de 2024');
    expect(m.fees[1].label).toBe('Cuota de mantenimiento (20 años)');
  });

  it('prints blanks for a missing plot and an overpaid balance without words', () => {
    const m = assembleOrderForm({ ...orderBundle({ balance: '-50.00' }), plot: null }, 'en');
    expect(m.plot.code).toBe('');
    expect(m.balance).toEqual({ figures: '-¥50.00', words: '' });
  });
});

describe('assembleContract', () => {
  it('numbers the default clauses and fills the maintenance terms', () => {
    const m = assembleContract(orderBundle(), 'zh');
    expect(m.contractNo).toBe('HT20240503001');
    expect(m.signedOn).toBe('2024年5月4日');
    expect(m.maintenanceYears).toBe('20 年');
    expect(m.maintenanceUntil).toBe('2044年5月4日');
    expect(m.clauses).toHaveLength(5);
    expect(m.clauses[0].number).toBe('第一条');
    expect(m.clauses[1].text).toContain('管理期限为 20 年，管理费合计 ¥2,000.00');
  });

  it('takes the clauses from settings, renumbered, with placeholders filled', () => {
    const own = { ...setting, contract_clauses: '第一条 甲方%{cemetery}提供墓位%{plot}。\n2. 管理费每年%{maintenance_fee_per_year}。\n\n' };
    const m = assembleContract({ ...orderBundle(), setting: own }, 'en');
    expect(m.clauses).toEqual([
      { number: 'Clause 1', text: '甲方福寿园提供墓位A-01-02-03。' },
      { number: 'Clause 2', text: '管理费每年¥100.00。' },
    ]);
  });

  it('keeps a clause that wraps over lines when clauses are separated by blank lines', () => {
    const own = { ...setting, contract_clauses: '一、Rights\nof use.\n\n二、Disputes.' };
    const m = assembleContract({ ...orderBundle(), setting: own }, 'ja');
    expect(m.clauses.map((c) => c.number)).toEqual(['第1条', '第2条']);
    expect(m.clauses[0].text).toBe('Rights\nof use.');
  });

  it('numbers clauses past ten the Chinese way', () => {
    const many = Array.from({ length: 21 }, (_, i) => `c${i + 1}`).join('\n');
    const m = assembleContract({ ...orderBundle(), setting: { ...setting, contract_clauses: many } }, 'zh');
    expect([m.clauses[9].number, m.clauses[10].number, m.clauses[19].number, m.clauses[20].number]).toEqual([
      '第十条',
      '第十一条',
      '第二十条',
      '第二十一条',
    ]);
  });
});

describe('assembleCommitment', () => {
  it('fills the default letter with the buyer, plot and order', () => {
    const m = assembleCommitment(orderBundle(), 'zh', NOW);
    expect(m.paragraphs[0]).toBe('本人 张伟 购买墓位 A-01-02-03（订单号 DD20240503001），现郑重承诺：');
    expect(m.paragraphs).toHaveLength(5);
    expect(m.date).toMatch(/^2024年6月2日$/);
  });

  it('uses the text from settings line by line', () => {
    const own = { ...setting, commitment_text: '我承诺遵守%{cemetery}的规定。\n签字人：%{buyer}' };
    const m = assembleCommitment({ ...orderBundle(), setting: own }, 'zh', NOW);
    expect(m.paragraphs).toEqual(['我承诺遵守福寿园的规定。', '签字人：张伟']);
  });
});

describe('assembleCertificate', () => {
  it('lists burials in the record, then blank rows to fill by hand', () => {
    const m = assembleCertificate(orderBundle(), 'zh', NOW);
    expect(m.certificateNo).toBe('HT20240503001');
    expect(m.holder.name).toBe('张伟');
    expect(m.deceased[0].deathDate).toBe('2024年4月28日');
    expect(m.record).toHaveLength(RECORD_ROWS);
    expect(m.record[0]).toEqual({ date: '2024年6月1日', event: '安葬：张建国' });
    expect(m.record[1]).toEqual({ date: '', event: '' });
    expect(m.rules.length).toBeGreaterThan(2);
    expect(m.total.words).toBe('壹万伍仟叁佰元整');
  });

  it('falls back to the order number when there is no contract number', () => {
    expect(assembleCertificate(orderBundle({ contract_no: null }), 'en', NOW).certificateNo).toBe('DD20240503001');
  });

  it('prints the main holder who holds the right now, their certificate number, and the transfer in the record (docs/rights.md)', () => {
    const holder = (id: number, name: string, source: string, since: string, until: string | null, no: string) =>
      ({ id, role: 'main', name, phone: '13900000000', id_number: null, address: null, relation: '儿子', since, until, source, certificate_no: no });
    const holders = [holder(1, '张伟', 'sale', '2024-05-03', '2024-07-01', 'ZS-DD20240503001-1'), holder(2, '张小伟', 'transfer', '2024-07-01', null, 'ZS-DD20240503001-2')];
    const m = assembleCertificate({ ...orderBundle(), holders }, 'zh', NOW);
    expect([m.certificateNo, m.holder.name, m.holder.relation]).toEqual(['ZS-DD20240503001-2', '张小伟', '儿子']);
    expect(m.record.slice(0, 2)).toEqual([
      { date: '2024年6月1日', event: '安葬：张建国' },
      { date: '2024年7月1日', event: '过户：墓主变更为 张小伟（墓证号 ZS-DD20240503001-2）' },
    ]);
  });
});

describe('assembleTemporary', () => {
  it('is valid until the reservation date for a reserved order', () => {
    const m = assembleTemporary(orderBundle({ status: 'reserved', paid: '1000.00', balance: '14300.00' }), 'zh', NOW);
    expect(m.status).toBe('已预订');
    expect(m.validUntil).toBe('2024年5月10日');
    expect(m.balance).toEqual({ figures: '¥14,300.00', words: '壹万肆仟叁佰元整' });
  });

  it('has no end date for a contracted order', () => {
    expect(assembleTemporary(orderBundle({ status: 'contracted' }), 'en', NOW).validUntil).toBe('');
  });
});

describe('assembleReceipt', () => {
  it('writes a fee receipt with the amount in figures and capitals', () => {
    const m = assembleReceipt(paymentBundle(45), 'zh', 'Asia/Shanghai');
    expect(m).toMatchObject({
      kind: 'charge',
      receiptNo: 'SJ45',
      orderNo: 'DD20240503001',
      plotCode: 'A-01-02-03',
      payer: '张伟',
      item: '定金',
      method: '现金',
      amount: { figures: '¥1,000.00', words: '壹仟元整' },
      operator: '王芳',
      paidOn: '2024年5月3日 11:00',
    });
  });

  it('writes a refund receipt with its reason; a blank payer is the buyer', () => {
    const m = assembleReceipt(paymentBundle(48), 'en', 'Asia/Shanghai');
    expect(m.kind).toBe('refund');
    expect(m.amount).toEqual({ figures: '¥300.00', words: '叁佰元整' });
    expect(m.reason).toBe('优惠返还');
    expect(m.payer).toBe('张伟');
    expect(m.item).toBe('Other');
  });
});

describe('assembleOrderReceipt', () => {
  it('lists every payment oldest first, refunds negative, with totals', () => {
    const m = assembleOrderReceipt(orderBundle(), 'zh', NOW);
    expect(m.lines.map((l) => [l.receiptNo, l.kind, l.amount])).toEqual([
      ['SJ45', '收费', '¥1,000.00'],
      ['SJ46', '收费', '¥2,000.00'],
      ['SJ47', '收费', '¥12,600.00'],
      ['SJ48', '退款', '-¥300.00'],
      ['SJ49', '收费', '¥800.00'],
    ]);
    expect(m.charged).toEqual({ figures: '¥16,400.00', words: '壹万陆仟肆佰元整' });
    expect(m.refunded.figures).toBe('¥300.00');
    expect(m.net).toEqual({ figures: '¥16,100.00', words: '壹万陆仟壹佰元整' });
    expect(m.orderTotal.figures).toBe('¥15,300.00');
  });

  it('adds cents exactly', () => {
    const b = orderBundle();
    const pays = [0.1, 0.2, 0.3].map((a, i) => ({ ...b.payments[0], id: i + 1, amount: a }));
    expect(assembleOrderReceipt({ ...b, payments: pays }, 'en', NOW).net).toEqual({ figures: '¥0.60', words: '陆角' });
  });
});

describe('eligibility', () => {
  it('allows the temporary certificate only for reserved or contracted orders', () => {
    expect(['reserved', 'contracted', 'paid', 'completed', 'cancelled'].filter((s) => canPrintFor('temporary', s))).toEqual([
      'reserved',
      'contracted',
    ]);
  });

  it('allows the burial certificate only once paid', () => {
    expect(canPrintFor('certificate', 'paid')).toBe(true);
    expect(canPrintFor('certificate', 'contracted')).toBe(false);
    expect(canPrintFor('orderForm', 'cancelled')).toBe(true);
    expect(canPrintFor('contract', 'refunded')).toBe(false);
  });
});

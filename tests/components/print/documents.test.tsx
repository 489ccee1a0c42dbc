/** Each document rendered from fixture rows: the key fields are on it, in the document language. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assembleCertificate, RECORD_ROWS } from '../../../src/app/print/data/assembleCertificate';
import { assembleCommitment } from '../../../src/app/print/data/assembleCommitment';
import { assembleContract } from '../../../src/app/print/data/assembleContract';
import { assembleOrderForm } from '../../../src/app/print/data/assembleOrderForm';
import { assembleOrderReceipt } from '../../../src/app/print/data/assembleOrderReceipt';
import { assembleReceipt } from '../../../src/app/print/data/assembleReceipt';
import { assembleTemporary } from '../../../src/app/print/data/assembleTemporary';
import { CertificateCover, CertificateDeceased, CertificateHolder, CertificateRules } from '../../../src/app/print/documents/CertificatePages';
import { CommitmentDocument } from '../../../src/app/print/documents/CommitmentDocument';
import { ContractDocument } from '../../../src/app/print/documents/ContractDocument';
import { OrderFormDocument } from '../../../src/app/print/documents/OrderFormDocument';
import { OrderReceiptDocument } from '../../../src/app/print/documents/OrderReceiptDocument';
import { ReceiptDocument } from '../../../src/app/print/documents/ReceiptDocument';
import { TemporaryCertificateDocument } from '../../../src/app/print/documents/TemporaryCertificateDocument';
import { NOW, orderBundle, paymentBundle } from '../../unit/printDataFixtures';

afterEach(cleanup);

const doc = () => screen.getByTestId('print-document');
const text = () => doc().textContent ?? '';

describe('order form (print1)', () => {
  it('shows the cemetery, the order, the plot, the deceased and the money', () => {
    render(<OrderFormDocument model={assembleOrderForm(orderBundle(), 'zh')} />);
    expect(screen.getByText('福寿园')).toBeTruthy();
    expect(screen.getByText('墓位订购单')).toBeTruthy();
    expect(text()).toContain('订单号: DD20240503001');
    const plot = within(screen.getByTestId('print-plot'));
    for (const v of ['松柏园', '一进', '第二排', 'A-01-02-03', '双穴', '1.2m×0.8m']) expect(plot.getByText(v)).toBeTruthy();
    expect(within(screen.getByTestId('print-deceased')).getByText('张建国')).toBeTruthy();
    const total = within(screen.getByTestId('print-money')).getByText('合计').closest('tr');
    expect(total?.textContent).toBe('合计¥15,300.00大写壹万伍仟叁佰元整');
    expect(screen.getByTestId('print-seal').getAttribute('src')).toBe('/seal.png');
    expect(doc().getAttribute('lang')).toBe('zh');
  });

  it('switches its words to another language, keeping the capitals', () => {
    render(<OrderFormDocument model={assembleOrderForm(orderBundle(), 'ja')} />);
    expect(screen.getByText('墓所注文書')).toBeTruthy();
    expect(text()).toContain('壹万伍仟叁佰元整');
    expect(text()).toContain('夫婦墓');
  });
});

describe('contract (print8)', () => {
  it('numbers the clauses and has both parties to sign', () => {
    render(<ContractDocument model={assembleContract(orderBundle(), 'zh')} />);
    expect(text()).toContain('合同号: HT20240503001');
    const clauses = within(screen.getByTestId('print-clauses'));
    expect(clauses.getByText('第一条')).toBeTruthy();
    expect(clauses.getByText('第五条')).toBeTruthy();
    const signs = within(screen.getByTestId('print-signatures'));
    expect(signs.getByText('甲方（陵园）')).toBeTruthy();
    expect(signs.getByText('乙方（购买人）')).toBeTruthy();
    expect(text()).toContain('2044年5月4日');
  });
});

describe('commitment letter', () => {
  it('is addressed to the cemetery and carries the paragraphs', () => {
    render(<CommitmentDocument model={assembleCommitment(orderBundle(), 'en', NOW)} />);
    expect(screen.getByText('Letter of Commitment')).toBeTruthy();
    expect(screen.getByText('To 福寿园:')).toBeTruthy();
    expect(within(screen.getByTestId('print-commitment')).getAllByText(/./).length).toBe(5);
  });
});

describe('burial certificate (print3-print6)', () => {
  const model = () => assembleCertificate(orderBundle(), 'zh', NOW);

  it('page 1 is the cover', () => {
    render(<CertificateCover model={model()} />);
    expect(screen.getByText('安葬证')).toBeTruthy();
    expect(text()).toContain('证号: HT20240503001');
  });

  it('page 2 names the holder', () => {
    render(<CertificateHolder model={model()} />);
    expect(within(screen.getByTestId('print-party')).getByText('张伟')).toBeTruthy();
    expect(text()).toContain('20 年');
  });

  it('page 3 has the deceased and the plot', () => {
    render(<CertificateDeceased model={model()} />);
    const d = within(screen.getByTestId('print-deceased'));
    expect(d.getByText('张建国')).toBeTruthy();
    expect(d.getByText('八宝山殡仪馆')).toBeTruthy();
    expect(within(screen.getByTestId('print-plot')).getByText('A-01-02-03')).toBeTruthy();
  });

  it('page 4 has the rules and the record with the burial', () => {
    render(<CertificateRules model={model()} />);
    expect(screen.getByTestId('print-rules').querySelectorAll('li').length).toBe(4);
    const record = screen.getByTestId('print-record');
    expect(record.querySelectorAll('tbody tr').length).toBe(RECORD_ROWS);
    expect(within(record).getByText('安葬：张建国')).toBeTruthy();
  });
});

describe('temporary certificate (print9)', () => {
  it('shows the reservation limit and what is still due', () => {
    render(<TemporaryCertificateDocument model={assembleTemporary(orderBundle({ status: 'reserved', paid: 1000, balance: 14300 }), 'zh', NOW)} />);
    expect(screen.getByText('临时墓位证')).toBeTruthy();
    expect(text()).toContain('2024年5月10日');
    expect(within(screen.getByTestId('print-money')).getByText('壹万肆仟叁佰元整')).toBeTruthy();
  });
});

describe('receipts (print10, print11, receipt)', () => {
  it('a fee receipt has number, payer, item, method, amount in figures and capitals, operator and date', () => {
    render(<ReceiptDocument model={assembleReceipt(paymentBundle(45), 'zh', 'Asia/Shanghai')} />);
    expect(screen.getByText('收费收据')).toBeTruthy();
    expect(text()).toContain('收据号: SJ45');
    expect(text()).toContain('2024年5月3日 11:00');
    const r = within(screen.getByTestId('print-receipt'));
    for (const v of ['张伟', '定金', '现金', '王芳', 'DD20240503001']) expect(r.getByText(v)).toBeTruthy();
    expect(screen.getByTestId('print-amount').textContent).toBe('¥1,000.00');
    expect(screen.getByTestId('print-amount-words').textContent).toBe('壹仟元整');
    expect(doc().className).toContain('pd-receipt');
  });

  it('a refund receipt has the refunded amount and the reason', () => {
    render(<ReceiptDocument model={assembleReceipt(paymentBundle(48), 'zh', 'Asia/Shanghai')} />);
    expect(screen.getByText('退款收据')).toBeTruthy();
    expect(screen.getByText('退款金额')).toBeTruthy();
    expect(screen.getByText('优惠返还')).toBeTruthy();
    expect(screen.getByTestId('print-amount-words').textContent).toBe('叁佰元整');
  });

  /** The label of the row holding a value, and of each signature block. */
  const rowLabelOf = (value: string) => within(screen.getByTestId('print-receipt')).getByText(value).closest('tr')?.querySelector('th')?.textContent;
  const signatureTitles = () => [...screen.getByTestId('print-signatures').querySelectorAll('.pd-sign-title')].map((t) => t.textContent);
  const CASH = { zh: '现金', en: 'Cash', es: 'Efectivo', ja: '現金' } as const;
  /** A payment's receipt rendered in a language: who its buyer (张伟, paying cash) is called, the cash row's label, the signature blocks. */
  const roles = (payment: number, lang: keyof typeof CASH) => {
    render(<ReceiptDocument model={assembleReceipt(paymentBundle(payment), lang, 'Asia/Shanghai')} />);
    return { party: rowLabelOf('张伟'), method: rowLabelOf(CASH[lang]), signs: signatureTitles() };
  };

  it.each([
    ['zh', '领款人', '退款方式', ['领款人', '经办人']],
    ['en', 'Refunded to', 'Refund method', ['Refund received by', 'Handled by']],
    ['es', 'Reembolsado a', 'Forma de reembolso', ['Reembolso recibido por', 'Tramitado por']],
    ['ja', '返金受取人', '返金方法', ['返金受領者', '担当者']],
  ] as const)('a refund receipt (%s) names the buyer as the one who receives the money, never as the payer', (lang, party, method, signs) => {
    expect(roles(48, lang)).toEqual({ party, method, signs });
    expect(text()).not.toMatch(/付款人|Payer|Pagador|支払者/);
  });

  it.each([
    ['zh', '付款人', '付款方式', ['交款人', '收款人']],
    ['en', 'Payer', 'Method', ['Paid by', 'Received by']],
    ['es', 'Pagador', 'Forma de pago', ['Entregado por', 'Recibido por']],
    ['ja', '支払者', '支払方法', ['支払者', '受領者']],
  ] as const)('a fee receipt (%s) names the payer and the cemetery as the one who receives', (lang, party, method, signs) => {
    expect(roles(45, lang)).toEqual({ party, method, signs });
  });
});

describe('order receipt', () => {
  it('lists every payment and the totals', () => {
    render(<OrderReceiptDocument model={assembleOrderReceipt(orderBundle(), 'zh', NOW)} />);
    expect(screen.getByTestId('print-payments').querySelectorAll('tbody tr').length).toBe(5);
    expect(screen.getByText('-¥300.00')).toBeTruthy();
    const money = within(screen.getByTestId('print-money'));
    expect(money.getByText('¥16,100.00')).toBeTruthy();
    expect(money.getByText('壹万陆仟壹佰元整')).toBeTruthy();
  });
});

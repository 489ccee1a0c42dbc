/**
 * A storage payment's receipt (/print/storageReceipt?payment=ID), A5 landscape like the plots'
 * fee receipt: the deposit's first payment, a renewal or a refund of one (docs/columbarium.md,
 * "Receipts"). It names the deposit, the deceased and the niche, the period the payment covers
 * (a refund: the period given back), the amount in figures and capitals, who paid or was paid
 * back, and for a refund its reason. Opened from the deposit's storage fees; printing is logged
 * first, like every print (docs/printing.md).
 */
import { useTranslate } from 'react-admin';
import { formatDay } from '../../config/dates';
import type { Lang } from '../../config/types';
import { RecordPrintScreen } from '../print/components/RecordPrintScreen';
import { useRecordParam } from '../print/components/useRecordParam';
import { cemeteryHeader, enumLabel, moneyText, text } from '../print/data/common';
import { queryRows } from '../print/data/fetch';
import type { SettingRow } from '../print/data/rows';
import { formatDateTime } from '../print/format/formatDate';
import { docTexts } from '../print/i18n';
import { FieldTable, PairRow } from '../print/documents/parts/FieldTable';
import { OneSheetDocument } from '../print/documents/parts/HeadedSheet';
import { Signatures } from '../print/documents/parts/Signatures';
import { certificateTexts } from './certificateTexts';
import { headerSetting, nichePlace, nicheRow } from './printRows';

type Row = Record<string, string | number | null>;

export interface StorageReceiptBundle {
  payment: Row;
  deposit: Row;
  niche?: Row;
  setting?: SettingRow;
}

const fetchBundle = async (id: number): Promise<StorageReceiptBundle> => {
  const [payment] = await queryRows<Row>({
    table: 'ash_payment',
    field: ['id', 'receipt_no', 'deposit_id', 'kind', 'method', 'amount', 'periods', 'covers_from', 'covers_until', 'paid_at', 'payer', 'reason', 'operator.nickname'],
    left_join: [{ ref: 'operator_id', as: 'operator' }],
    where: { id },
    page: 1,
    page_size: 1,
  });
  if (!payment) throw new Error('not_found');
  const [deposits, setting] = await Promise.all([
    queryRows<Row>({ table: 'ash_deposit', field: ['id', 'deposit_no', 'niche_id', 'deceased_name', 'depositor_name', 'fee_basis'], where: { id: Number(payment.deposit_id) }, page: 1, page_size: 1 }),
    headerSetting(),
  ]);
  const deposit = deposits[0];
  if (!deposit) throw new Error('not_found');
  return { payment, deposit, niche: await nicheRow(Number(deposit.niche_id)), setting };
};

export const StorageReceiptDocument = ({ bundle, lang }: { bundle: StorageReceiptBundle; lang: Lang }) => {
  const c = certificateTexts(lang);
  const t = docTexts(lang);
  const l = t.labels;
  const { payment: p, deposit: d, niche: n } = bundle;
  const refund = p.kind === 'refund';
  const header = cemeteryHeader(bundle.setting ?? ({} as SettingRow));
  const amount = moneyText(p.amount ?? 0);
  const place = nichePlace(n);
  const method = enumLabel('ash_payment', 'method', text(p.method), lang);
  const covers = p.covers_from && p.covers_until ? `${formatDay(p.covers_from, lang)} – ${formatDay(p.covers_until, lang)}` : '';
  return (
    <OneSheetDocument doc={{ lang, header }} receipt title={refund ? c.refundTitle : c.receiptTitle} left={[l.receiptNo, text(p.receipt_no)]} right={[l.paidAt, formatDateTime(text(p.paid_at), lang)]}>
      <FieldTable
        testId="storage-receipt"
        pairs={[
          [refund ? l.payee : l.payer, text(p.payer) || text(d.depositor_name)],
          [c.depositNo, text(d.deposit_no)],
          [c.deceased, text(d.deceased_name)],
          [c.niche, place],
          [l.item, refund ? c.storageRefund : c.storageFee],
          [refund ? l.refundMethod : l.method, method],
        ]}
      >
        <PairRow
          pairs={[
            [c.covers, covers, { testId: 'storage-receipt-covers' }],
            [c.periods, text(p.periods)],
          ]}
        />
        <PairRow
          strong
          pairs={[
            [refund ? l.refundAmount : l.amount, amount.figures, { className: 'pd-num', testId: 'storage-receipt-amount' }],
            [l.amountInWords, amount.words, { className: 'pd-amount-words' }],
          ]}
        />
        {refund && <PairRow pairs={[[l.refundReason, text(p.reason)]]} />}
        <PairRow pairs={[[l.operator, text(p['operator.nickname'])]]} />
      </FieldTable>
      <p className="pd-note">{refund ? t.refundNote : t.receiptNote}</p>
      <Signatures
        header={header}
        parties={[
          { title: refund ? t.signatures.refundee : t.signatures.payerSign, lines: [{ label: t.signatures.signature }] },
          { title: refund ? t.signatures.handler : t.signatures.recipientSign, lines: [{ label: t.signatures.signature, value: text(p['operator.nickname']) }], seal: true },
        ]}
      />
    </OneSheetDocument>
  );
};

export const StorageReceiptPage = () => {
  const translate = useTranslate();
  const [id] = useRecordParam('payment');
  return (
    <RecordPrintScreen
      paper="a5-landscape"
      id={id}
      load={fetchBundle}
      choose={translate('ash.receipt.choose')}
      failed={() => translate('ash.receipt.not_found')}
      target={(bundle) => ({ document: 'storageReceipt', table: 'ash_payment', id: Number(bundle.payment.id), title: text(bundle.payment.receipt_no) })}
      document={(bundle, lang) => <StorageReceiptDocument bundle={bundle} lang={lang} />}
    />
  );
};

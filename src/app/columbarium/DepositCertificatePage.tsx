/**
 * The deposit certificate (/print/depositCertificate?deposit=ID), A5 landscape like a receipt:
 * the deposit, its niche, the deceased, the depositor (ID number masked), the storage term,
 * what was paid at the deposit in figures and capitals, and the pick-up code. The code is
 * printed only right after the deposit (it comes in the router's state, never in the URL, and
 * the server keeps only its digest); a later reprint says so instead. Printing is logged
 * first, like every print (docs/printing.md).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../config/dates';
import { FEE_BASIS, STORAGE_KIND } from '../../rules/columbarium';
import type { Lang } from '../../config/types';
import { RecordPrintScreen } from '../print/components/RecordPrintScreen';
import { idParam } from '../print/components/useRecordParam';
import { cemeteryHeader, moneyText, text } from '../print/data/common';
import { queryRows } from '../print/data/fetch';
import type { SettingRow } from '../print/data/rows';
import { PairRow } from '../print/documents/parts/FieldTable';
import { OneSheetDocument } from '../print/documents/parts/HeadedSheet';
import { Signatures } from '../print/documents/parts/Signatures';
import { certificateTexts, maskId } from './certificateTexts';
import { headerSetting, nichePlace, nicheRow } from './printRows';

type Row = Record<string, string | number | null>;

interface Bundle {
  deposit: Row;
  niche?: Row;
  payment?: Row;
  setting?: SettingRow;
}

const fetchBundle = async (id: number): Promise<Bundle> => {
  const [deposit] = await queryRows<Row>({ table: 'ash_deposit', where: { id }, page: 1, page_size: 1 });
  if (!deposit) throw new Error('not_found');
  const [niche, payments, setting] = await Promise.all([
    nicheRow(Number(deposit.niche_id)),
    queryRows<Row>({ table: 'ash_payment', where: { deposit_id: id }, order_by: [['id', 'asc']], page: 1, page_size: 1 }),
    headerSetting(),
  ]);
  return { deposit, niche, payment: payments[0], setting };
};

const enumText = (values: readonly { value: string; label: Record<Lang, string> }[], v: unknown, lang: Lang): string =>
  values.find((x) => x.value === v)?.label[lang] ?? String(v ?? '');

export const CertificateDocument = ({ bundle, lang, code }: { bundle: Bundle; lang: Lang; code?: string }) => {
  const t = certificateTexts(lang);
  const d = bundle.deposit;
  const n = bundle.niche;
  const header = cemeteryHeader(bundle.setting ?? ({} as SettingRow));
  const place = nichePlace(n);
  const paid = moneyText(bundle.payment?.amount ?? 0);
  return (
    <OneSheetDocument
      doc={{ lang, header }}
      receipt
      title={t.title}
      left={[t.depositNo, text(d.deposit_no)]}
      right={[t.depositedOn, formatDay(d.deposited_on, lang)]}
    >
      <table className="pd-table" data-testid="certificate-table">
        <tbody>
          <PairRow pairs={[[t.niche, place, { testId: 'certificate-niche' }]]} />
          <PairRow
            pairs={[
              [t.deceased, text(d.deceased_name)],
              [t.died, d.death_date ? formatDay(d.death_date, lang) : ''],
            ]}
          />
          <PairRow
            pairs={[
              [t.depositor, text(d.depositor_name)],
              [t.relation, text(d.depositor_relation)],
            ]}
          />
          <PairRow
            pairs={[
              [t.idNumber, maskId(text(d.depositor_id_number))],
              [t.phone, text(d.depositor_phone)],
            ]}
          />
          <PairRow
            pairs={[
              [t.storage, enumText(STORAGE_KIND, d.storage_kind, lang)],
              [t.feeBasis, `${enumText(FEE_BASIS, d.fee_basis, lang)} · ${moneyText(d.fee_rate ?? 0).figures}`],
            ]}
          />
          <PairRow pairs={[[t.term, `${formatDay(d.paid_from, lang)} – ${formatDay(d.paid_until, lang)}`]]} />
          <PairRow
            strong
            pairs={[
              [t.paid, paid.figures, { className: 'pd-num' }],
              [t.inWords, paid.words, { className: 'pd-amount-words', testId: 'certificate-words' }],
            ]}
          />
          <PairRow strong pairs={[[t.pickupCode, code ? <span style={{ fontSize: '150%', letterSpacing: '0.3em' }}>{code}</span> : t.pickupHidden, { testId: 'certificate-code' }]]} />
        </tbody>
      </table>
      <p className="pd-note">{t.note}</p>
      <Signatures
        header={header}
        parties={[
          { title: t.depositorSign, lines: [{ label: t.signature }] },
          { title: t.cemeterySign, lines: [{ label: t.signature }], seal: true },
        ]}
      />
    </OneSheetDocument>
  );
};

export const DepositCertificatePage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idParam(params.get('deposit'));
  const navigate = useNavigate();
  // The code is kept by this page only while it is open: the history entry forgets it at once,
  // so a reload, the back button or a later visit never show it again.
  const [fresh] = useState(() => location.state as { pickupCode?: string; depositId?: number } | null);
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const code = fresh?.depositId === id ? fresh?.pickupCode : undefined;
  return (
    <RecordPrintScreen
      paper="a5-landscape"
      id={id}
      load={fetchBundle}
      choose={translate('ash.certificate.choose')}
      failed={() => translate('ash.certificate.not_found')}
      target={(bundle) => ({ document: 'depositCertificate', table: 'ash_deposit', id: Number(bundle.deposit.id), title: text(bundle.deposit.deposit_no) })}
      document={(bundle, lang) => <CertificateDocument bundle={bundle} lang={lang} code={code} />}
    />
  );
};

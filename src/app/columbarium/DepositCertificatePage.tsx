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
import { FEE_BASIS, STORAGE_KIND } from '../../config/columbarium';
import type { Lang } from '../../config/types';
import type { ListRequest } from '../../protocol/wire';
import { PrintScreen } from '../print/components/PrintScreen';
import { useAsync } from '../print/components/useAsync';
import { cemeteryHeader, moneyText } from '../print/data/common';
import type { SettingRow } from '../print/data/rows';
import { docTexts } from '../print/i18n';
import { DocHeader } from '../print/documents/parts/DocHeader';
import { DocRoot, Sheet } from '../print/documents/parts/DocRoot';
import { Signatures } from '../print/documents/parts/Signatures';
import { postOk } from '../providers/http';
import { certificateTexts, maskId } from './certificateTexts';

type Row = Record<string, string | number | null>;

interface Bundle {
  deposit: Row;
  niche?: Row;
  payment?: Row;
  setting?: SettingRow;
}

const query = <T,>(req: ListRequest): Promise<T[]> => postOk<T[]>('query', req);

const fetchBundle = async (id: number): Promise<Bundle> => {
  const [deposit] = await query<Row>({ table: 'ash_deposit', where: { id }, page: 1, page_size: 1 });
  if (!deposit) throw new Error('not_found');
  const [niches, payments, settings] = await Promise.all([
    query<Row>({
      table: 'ash_niche',
      field: ['id', 'code', 'area.name', 'room.name', 'shelf.name'],
      left_join: [
        { ref: 'area_id', as: 'area' },
        { ref: 'room_id', as: 'room' },
        { ref: 'shelf_id', as: 'shelf' },
      ],
      where: { id: Number(deposit.niche_id) },
      page: 1,
      page_size: 1,
    }),
    query<Row>({ table: 'ash_payment', where: { deposit_id: id }, order_by: [['id', 'asc']], page: 1, page_size: 1 }),
    query<SettingRow>({ table: 'setting', field: ['id', 'cemetery_name', 'address', 'phone', 'seal_url'], page: 1, page_size: 1 }),
  ]);
  return { deposit, niche: niches[0], payment: payments[0], setting: settings[0] };
};

const enumText = (values: readonly { value: string; label: Record<Lang, string> }[], v: unknown, lang: Lang): string =>
  values.find((x) => x.value === v)?.label[lang] ?? String(v ?? '');

const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const CertificateDocument = ({ bundle, lang, code }: { bundle: Bundle; lang: Lang; code?: string }) => {
  const t = certificateTexts(lang);
  const d = bundle.deposit;
  const n = bundle.niche;
  const header = cemeteryHeader(bundle.setting ?? ({} as SettingRow));
  const place = n ? [n['area.name'], n['room.name'], n['shelf.name'], n.code].filter(Boolean).join(' · ') : '';
  const paid = moneyText(bundle.payment?.amount ?? 0);
  return (
    <DocRoot lang={lang} receipt>
      <Sheet>
        <DocHeader header={header} title={t.title} t={docTexts(lang)} left={`${t.depositNo}: ${s(d.deposit_no)}`} right={`${t.depositedOn}: ${formatDay(d.deposited_on, lang)}`} />
        <table className="pd-table" data-testid="certificate-table">
          <tbody>
            <tr>
              <th scope="row">{t.niche}</th>
              <td colSpan={3} data-testid="certificate-niche">
                {place}
              </td>
            </tr>
            <tr>
              <th scope="row">{t.deceased}</th>
              <td>{s(d.deceased_name)}</td>
              <th scope="row">{t.died}</th>
              <td>{d.death_date ? formatDay(d.death_date, lang) : ''}</td>
            </tr>
            <tr>
              <th scope="row">{t.depositor}</th>
              <td>{s(d.depositor_name)}</td>
              <th scope="row">{t.relation}</th>
              <td>{s(d.depositor_relation)}</td>
            </tr>
            <tr>
              <th scope="row">{t.idNumber}</th>
              <td>{maskId(s(d.depositor_id_number))}</td>
              <th scope="row">{t.phone}</th>
              <td>{s(d.depositor_phone)}</td>
            </tr>
            <tr>
              <th scope="row">{t.storage}</th>
              <td>{enumText(STORAGE_KIND, d.storage_kind, lang)}</td>
              <th scope="row">{t.feeBasis}</th>
              <td>{`${enumText(FEE_BASIS, d.fee_basis, lang)} · ${moneyText(d.fee_rate ?? 0).figures}`}</td>
            </tr>
            <tr>
              <th scope="row">{t.term}</th>
              <td colSpan={3}>{`${formatDay(d.paid_from, lang)} – ${formatDay(d.paid_until, lang)}`}</td>
            </tr>
            <tr className="pd-strong">
              <th scope="row">{t.paid}</th>
              <td className="pd-num">{paid.figures}</td>
              <th scope="row">{t.inWords}</th>
              <td className="pd-amount-words" data-testid="certificate-words">
                {paid.words}
              </td>
            </tr>
            <tr className="pd-strong">
              <th scope="row">{t.pickupCode}</th>
              <td colSpan={3} data-testid="certificate-code">
                {code ? <span style={{ fontSize: '150%', letterSpacing: '0.3em' }}>{code}</span> : t.pickupHidden}
              </td>
            </tr>
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
      </Sheet>
    </DocRoot>
  );
};

export const DepositCertificatePage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = params.get('deposit');
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const state = useAsync(id === null ? null : String(id), () => fetchBundle(id as number));
  const navigate = useNavigate();
  // The code is kept by this page only while it is open: the history entry forgets it at once,
  // so a reload, the back button or a later visit never show it again.
  const [fresh] = useState(() => location.state as { pickupCode?: string; depositId?: number } | null);
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  const code = fresh?.depositId === id ? fresh?.pickupCode : undefined;
  const bundle = state.data;
  const message =
    id === null
      ? { severity: 'info' as const, text: translate('ash.certificate.choose') }
      : state.error
        ? { severity: 'error' as const, text: translate('ash.certificate.not_found') }
        : undefined;
  return (
    <PrintScreen
      paper="a5-landscape"
      picker={null}
      loading={state.loading}
      message={message}
      target={bundle ? { document: 'depositCertificate', table: 'ash_deposit', id: Number(bundle.deposit.id), title: s(bundle.deposit.deposit_no) } : null}
      document={bundle ? (lang) => <CertificateDocument bundle={bundle} lang={lang} code={code} /> : null}
    />
  );
};

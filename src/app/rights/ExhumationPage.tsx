/**
 * The exhumation certificate (迁出证明, /print/exhumation?moveout=ID, docs/rights.md), A4 in the
 * document language chosen (zh, en, es, ja): the move-out's number and date, the deceased (born,
 * died, buried), the plot left with its place, where the remains go, the holder who asked, the
 * order; signatures of the holder and of the cemetery with its seal. Printing is logged first,
 * like every print (docs/printing.md). Offered once the move-out is done.
 */
import { useSearchParams } from 'react-router-dom';
import { useLocaleState } from 'react-admin';
import { formatDay, langOf } from '../../config/dates';
import type { Lang } from '../../config/types';
import { exhumationData, type ExhumationData } from '../../protocol/contracts/rights';
import { RecordPrintScreen } from '../print/components/RecordPrintScreen';
import { idParam } from '../print/components/useRecordParam';
import { cemeteryHeader, text } from '../print/data/common';
import { queryRows } from '../print/data/fetch';
import type { SettingRow } from '../print/data/rows';
import { PairRow } from '../print/documents/parts/FieldTable';
import { OneSheetDocument } from '../print/documents/parts/HeadedSheet';
import { Signatures } from '../print/documents/parts/Signatures';
import { call } from '../providers/call';

const TEXTS = {
  zh: {
    title: '迁出证明',
    no: '迁出单号',
    date: '迁出日期',
    deceased: '逝者姓名',
    gender: '性别',
    born: '出生日期',
    died: '死亡日期',
    buried: '安葬日期',
    plot: '原墓位',
    destination: '迁往',
    holder: '申请人（墓主）',
    phone: '联系电话',
    order: '订单号',
    reason: '迁出原因',
    statement: '兹证明上述逝者的遗骨（骨灰）已于迁出日期由本园迁出，迁往上述地点。特此证明。',
    holderSign: '申请人',
    cemeterySign: '陵园（盖章）',
    signature: '签名',
    choose: '请从订单页面的迁出记录打开迁出证明',
    notFound: '找不到该迁出记录',
    notDone: '迁出办结后才能打印迁出证明',
  },
  en: {
    title: 'Exhumation certificate',
    no: 'Move-out no.',
    date: 'Moved out on',
    deceased: 'Name of the deceased',
    gender: 'Gender',
    born: 'Born',
    died: 'Died',
    buried: 'Buried',
    plot: 'Plot left',
    destination: 'Moved to',
    holder: 'Applicant (rights holder)',
    phone: 'Phone',
    order: 'Order no.',
    reason: 'Reason',
    statement: 'This certifies that the remains (ashes) of the deceased named above were moved out of this cemetery on the date above, to the place above.',
    holderSign: 'Applicant',
    cemeterySign: 'The cemetery (seal)',
    signature: 'Signature',
    choose: 'Open the exhumation certificate from a move-out on the order page',
    notFound: 'This move-out was not found',
    notDone: 'The certificate is printed once the move-out is completed',
  },
  es: {
    title: 'Certificado de exhumación',
    no: 'N.º de traslado',
    date: 'Trasladado el',
    deceased: 'Nombre del difunto',
    gender: 'Sexo',
    born: 'Nacimiento',
    died: 'Fallecimiento',
    buried: 'Inhumación',
    plot: 'Parcela de origen',
    destination: 'Trasladado a',
    holder: 'Solicitante (titular)',
    phone: 'Teléfono',
    order: 'N.º de pedido',
    reason: 'Motivo',
    statement: 'Se certifica que los restos (cenizas) del difunto arriba indicado fueron trasladados fuera de este cementerio en la fecha indicada, al lugar indicado.',
    holderSign: 'Solicitante',
    cemeterySign: 'El cementerio (sello)',
    signature: 'Firma',
    choose: 'Abra el certificado desde un traslado en la página del pedido',
    notFound: 'No se encontró este traslado',
    notDone: 'El certificado se imprime una vez completado el traslado',
  },
  ja: {
    title: '改葬証明書',
    no: '改葬番号',
    date: '改葬日',
    deceased: '故人氏名',
    gender: '性別',
    born: '生年月日',
    died: '死亡日',
    buried: '埋葬日',
    plot: '改葬元の墓所',
    destination: '改葬先',
    holder: '申請者（使用者）',
    phone: '電話',
    order: '注文番号',
    reason: '理由',
    statement: '上記の故人のご遺骨（遺灰）が、上記の日に当霊園から上記の改葬先へ移されたことを証明します。',
    holderSign: '申請者',
    cemeterySign: '霊園（印）',
    signature: '署名',
    choose: '注文ページの改葬記録から改葬証明書を開いてください',
    notFound: 'この改葬記録が見つかりません',
    notDone: '改葬の完了後に印刷できます',
  },
} satisfies Record<Lang, Record<string, string>>;

const GENDER: Record<string, Record<Lang, string>> = {
  male: { zh: '男', en: 'Male', es: 'Hombre', ja: '男' },
  female: { zh: '女', en: 'Female', es: 'Mujer', ja: '女' },
};

interface Bundle extends ExhumationData {
  setting?: SettingRow;
}

const load = async (id: number): Promise<Bundle> => {
  const [data, setting] = await Promise.all([
    call(exhumationData, { id }),
    queryRows<SettingRow>({ table: 'setting', field: ['id', 'cemetery_name', 'address', 'phone', 'seal_url'], page: 1, page_size: 1 }).then((rows) => rows[0]),
  ]);
  return { ...data, setting };
};

const day = (v: unknown, lang: Lang): string => (v ? formatDay(v, lang) : '');

export const ExhumationDocument = ({ bundle, lang }: { bundle: Bundle; lang: Lang }) => {
  const t = TEXTS[lang];
  const { moveout: m, member: d, plot: p, holder: h } = bundle;
  const header = cemeteryHeader(bundle.setting ?? ({} as SettingRow));
  const place = [p.area_name, p.room_name, p.shelf_name, p.code].filter((x) => x !== null && x !== undefined && x !== '').map(String).join(' · ');
  return (
    <OneSheetDocument doc={{ lang, header }} title={t.title} left={[t.no, text(m.moveout_no as string)]} right={[t.date, day(m.moved_out_on, lang)]}>
      <table className="pd-table" data-testid="exhumation-table">
        <tbody>
          <PairRow
            pairs={[
              [t.deceased, text(d.name as string), { testId: 'exhumation-deceased' }],
              [t.gender, GENDER[String(d.gender)]?.[lang] ?? ''],
            ]}
          />
          <PairRow
            pairs={[
              [t.born, day(d.birth_date, lang)],
              [t.died, day(d.death_date, lang)],
            ]}
          />
          <PairRow pairs={[[t.buried, day(d.burial_date, lang)]]} />
          <PairRow pairs={[[t.plot, place, { testId: 'exhumation-plot' }]]} />
          <PairRow strong pairs={[[t.destination, text(m.destination as string), { testId: 'exhumation-destination' }]]} />
          <PairRow
            pairs={[
              [t.holder, text((h?.name as string) ?? null)],
              [t.phone, text((h?.phone as string) ?? null)],
            ]}
          />
          <PairRow
            pairs={[
              [t.order, text(bundle.order_no)],
              [t.reason, text((m.reason as string) ?? null)],
            ]}
          />
        </tbody>
      </table>
      <p className="pd-note">{t.statement}</p>
      <Signatures
        header={header}
        parties={[
          { title: t.holderSign, lines: [{ label: t.signature }] },
          { title: t.cemeterySign, lines: [{ label: t.signature }], seal: true },
        ]}
      />
    </OneSheetDocument>
  );
};

export const ExhumationPage = () => {
  const [locale] = useLocaleState();
  const [params] = useSearchParams();
  const id = idParam(params.get('moveout'));
  const lang = langOf(locale);
  return (
    <RecordPrintScreen
      paper="a4"
      id={id}
      load={load}
      choose={TEXTS[lang].choose}
      failed={() => TEXTS[lang].notFound}
      refusal={(b) => (b.moveout.status === 'done' ? undefined : TEXTS[lang].notDone)}
      target={(b) => ({ document: 'exhumation', table: 'rights_moveout', id: Number(b.moveout.id), title: text(b.moveout.moveout_no as string) })}
      document={(b, docLang) => <ExhumationDocument bundle={b} lang={docLang} />}
    />
  );
};

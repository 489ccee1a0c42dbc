/** The deposit certificate's texts in the document's language (the print pages' own texts are src/app/print/i18n). */
import type { Lang } from '../../config/types';

interface CertificateTexts {
  title: string;
  depositNo: string;
  depositedOn: string;
  niche: string;
  deceased: string;
  died: string;
  depositor: string;
  idNumber: string;
  phone: string;
  relation: string;
  storage: string;
  feeBasis: string;
  feePerPeriod: string;
  term: string;
  paid: string;
  inWords: string;
  pickupCode: string;
  pickupHidden: string;
  note: string;
  depositorSign: string;
  cemeterySign: string;
  signature: string;
  /** The storage receipt (StorageReceiptPage). */
  receiptTitle: string;
  refundTitle: string;
  storageFee: string;
  storageRefund: string;
  covers: string;
  periods: string;
}

const TEXTS: Record<Lang, CertificateTexts> = {
  zh: {
    title: '骨灰寄存证',
    depositNo: '寄存号',
    depositedOn: '寄存日期',
    niche: '寄存格位',
    deceased: '逝者姓名',
    died: '死亡日期',
    depositor: '寄存人',
    idNumber: '身份证号',
    phone: '联系电话',
    relation: '与逝者关系',
    storage: '寄存方式',
    feeBasis: '计费方式',
    feePerPeriod: '每期费用',
    term: '已缴期限',
    paid: '本次缴费',
    inWords: '大写',
    pickupCode: '取件码',
    pickupHidden: '取件码只在寄存时打印一次，补打的寄存证不含取件码',
    note: '取回骨灰时须出示寄存人身份证和取件码，并结清寄存费。请妥善保管本证及取件码。',
    depositorSign: '寄存人',
    cemeterySign: '经办单位',
    signature: '签字',
    receiptTitle: '骨灰寄存费收据',
    refundTitle: '骨灰寄存费退款收据',
    storageFee: '骨灰寄存费',
    storageRefund: '退还寄存费',
    covers: '费用期间',
    periods: '期数',
  },
  en: {
    title: 'Certificate of deposit of ashes',
    depositNo: 'Deposit no.',
    depositedOn: 'Deposited on',
    niche: 'Niche',
    deceased: 'Name of the deceased',
    died: 'Died',
    depositor: 'Depositor',
    idNumber: 'ID number',
    phone: 'Phone',
    relation: 'Relation',
    storage: 'Storage',
    feeBasis: 'Fee basis',
    feePerPeriod: 'Fee per period',
    term: 'Paid for',
    paid: 'Paid now',
    inWords: 'In words',
    pickupCode: 'Pick-up code',
    pickupHidden: 'The pick-up code is printed only once, at the deposit; a reprint does not carry it',
    note: "To take the ashes back, show the depositor's ID card and the pick-up code, and settle the storage fees. Keep this certificate and the code safe.",
    depositorSign: 'Depositor',
    cemeterySign: 'For the cemetery',
    signature: 'Signature',
    receiptTitle: 'Storage Fee Receipt',
    refundTitle: 'Storage Fee Refund Receipt',
    storageFee: 'Storage of ashes',
    storageRefund: 'Storage fee paid back',
    covers: 'Period',
    periods: 'Periods',
  },
  es: {
    title: 'Certificado de depósito de cenizas',
    depositNo: 'N.º de depósito',
    depositedOn: 'Depositado el',
    niche: 'Nicho',
    deceased: 'Nombre del difunto',
    died: 'Fallecimiento',
    depositor: 'Depositante',
    idNumber: 'DNI',
    phone: 'Teléfono',
    relation: 'Parentesco',
    storage: 'Depósito',
    feeBasis: 'Base de la tarifa',
    feePerPeriod: 'Tarifa por periodo',
    term: 'Pagado',
    paid: 'Pagado ahora',
    inWords: 'En letras',
    pickupCode: 'Código de recogida',
    pickupHidden: 'El código se imprime solo una vez, en el depósito; una copia no lo lleva',
    note: 'Para retirar las cenizas, presente el DNI del depositante y el código de recogida, y pague las tarifas. Guarde este certificado y el código.',
    depositorSign: 'Depositante',
    cemeterySign: 'Por el cementerio',
    signature: 'Firma',
    receiptTitle: 'Recibo de la tarifa de depósito',
    refundTitle: 'Recibo de reembolso de la tarifa de depósito',
    storageFee: 'Depósito de cenizas',
    storageRefund: 'Tarifa de depósito reembolsada',
    covers: 'Periodo',
    periods: 'Periodos',
  },
  ja: {
    title: '遺骨預かり証',
    depositNo: '預かり番号',
    depositedOn: '預かり日',
    niche: '納骨壇',
    deceased: '故人氏名',
    died: '死亡日',
    depositor: '預け主',
    idNumber: '身分証番号',
    phone: '電話',
    relation: '続柄',
    storage: '預かり方法',
    feeBasis: '料金の単位',
    feePerPeriod: '1期あたりの料金',
    term: '支払済期間',
    paid: '今回の支払',
    inWords: '大写',
    pickupCode: '引取コード',
    pickupHidden: '引取コードは預かり時に一度だけ印刷されます。再印刷には含まれません',
    note: '遺骨の引き取りには預け主の身分証と引取コードが必要で、保管料の精算が必要です。本証とコードを大切に保管してください。',
    depositorSign: '預け主',
    cemeterySign: '取扱者',
    signature: '署名',
    receiptTitle: '遺骨保管料領収書',
    refundTitle: '遺骨保管料返金領収書',
    storageFee: '遺骨の保管料',
    storageRefund: '保管料の返金',
    covers: '対象期間',
    periods: '期数',
  },
};

export const certificateTexts = (lang: Lang): CertificateTexts => TEXTS[lang];

/** An ID number on paper: its first 6 and last 4 characters, the birth date hidden. */
export const maskId = (id: string): string => (id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : id);

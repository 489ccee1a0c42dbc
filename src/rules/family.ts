/**
 * The families' door (docs/families.md): the family's account at /family (a mobile and a
 * one-time code), its link to the records staff confirm, and the memorial pages at
 * /memorial/<code> with their tributes. The rules both sides run: the server inside the write's
 * transaction (src/server/family/, src/server/memorial/), the public pages to say at once what
 * is wrong (src/app/family/, src/app/memorial/). Pure: no import of the app or the server.
 */
import { L, MANAGERS, enumValue } from '../config/define';
import type { Labels, Level } from '../config/types';

/** A family account's link to one channel's records, confirmed by staff the first time. */
export const FAMILY_LINK_STATUS = [
  enumValue('pending', '#e6a23c', L('待确认', 'To confirm', 'Por confirmar', '確認待ち')),
  enumValue('confirmed', '#67c23a', L('已确认', 'Confirmed', 'Confirmado', '確認済')),
  enumValue('refused', '#909399', L('已拒绝', 'Refused', 'Rechazado', '却下')),
] as const;
export type FamilyLinkStatus = (typeof FAMILY_LINK_STATUS)[number]['value'];

/** Who confirms a family account and moderates the memorial messages: the managers (levels 2, 4, 5, 6), in their channel. */
export const FAMILY_STAFF: readonly Level[] = MANAGERS;
export const isFamilyStaff = (level: Level | undefined): boolean => level !== undefined && FAMILY_STAFF.includes(level);

/** Who may see a memorial page: the holder's family only, whoever has its link, or anyone. */
export const MEMORIAL_PRIVACY = [
  enumValue('private', '#909399', L('仅家属', 'Family only', 'Solo la familia', '家族のみ')),
  enumValue('link', '#409eff', L('凭链接', 'Anyone with the link', 'Quien tenga el enlace', 'リンクを知る人')),
  enumValue('public', '#67c23a', L('公开', 'Public', 'Público', '公開')),
] as const;
export type MemorialPrivacy = (typeof MEMORIAL_PRIVACY)[number]['value'];

/** A tribute laid on a memorial: three counted gestures and a written message. */
export const TRIBUTE_KIND = [
  enumValue('flower', '#e86f9a', L('献花', 'Flower', 'Flor', '献花')),
  enumValue('candle', '#e6a23c', L('点烛', 'Candle', 'Vela', 'ろうそく')),
  enumValue('incense', '#8d6e63', L('上香', 'Incense', 'Incienso', '焼香')),
  enumValue('message', '#409eff', L('留言', 'Message', 'Mensaje', 'メッセージ')),
] as const;
export type TributeKind = (typeof TRIBUTE_KIND)[number]['value'];
export const GESTURES = ['flower', 'candle', 'incense'] as const satisfies readonly TributeKind[];
export type Gesture = (typeof GESTURES)[number];

/** A message's moderation: held until staff or the family approves it, shown, or hidden. */
export const TRIBUTE_STATUS = [
  enumValue('held', '#e6a23c', L('待审核', 'Held for review', 'En revisión', '審査待ち')),
  enumValue('shown', '#67c23a', L('已显示', 'Shown', 'Visible', '表示中')),
  enumValue('hidden', '#909399', L('已隐藏', 'Hidden', 'Oculto', '非表示')),
] as const;
export type TributeStatus = (typeof TRIBUTE_STATUS)[number]['value'];

/** A family's decision on a version of a proof: approved, or returned with comments. */
export const PROOF_DECISION = [
  enumValue('approved', '#67c23a', L('已确认', 'Approved', 'Aprobada', '承認')),
  enumValue('returned', '#f56c6c', L('退回修改', 'Returned', 'Devuelta', '差し戻し')),
] as const;
export type ProofDecision = (typeof PROOF_DECISION)[number]['value'];

/** What the family knows of an inscription work order to decide on its proof. */
export interface ProofFacts {
  kind: string;
  status: string;
  inscription_text: string | null;
  approved_at: string | null;
  version: number;
}

/** Whether the family may decide on this proof now: an inscription with a text, not started, not closed. */
export const proofOpen = (work: ProofFacts): boolean =>
  work.kind === 'inscription' && !!work.inscription_text && ['requested', 'scheduled'].includes(work.status);

/** Why the family's decision on version `version` is refused, or null: the version must be the one shown, a return needs comments. */
export const proofRefusal = (work: ProofFacts, version: number, approve: boolean, comment: string | undefined): 'proof_decided' | 'proof_comment_needed' | null => {
  if (!proofOpen(work) || work.version !== version || (approve && work.approved_at)) return 'proof_decided';
  if (!approve && !comment?.trim()) return 'proof_comment_needed';
  return null;
};

export const FAMILY_LIMITS = {
  /** A returned proof's comments. */
  commentMax: 500,
  /** A memorial's biography. */
  biographyMax: 4000,
  /** A tribute's message and its author's name. */
  messageMax: 300,
  authorMax: 30,
  /** Photos of one memorial. */
  photosMax: 12,
  /** Reports after which a shown message is held again for review. */
  reportsToHold: 3,
  /** A memorial's code: random letters and digits, the key of a page shared by link. */
  codeLength: 12,
} as const;

export const MEMORIAL_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const isMemorialCode = (v: string): boolean => v.length === FAMILY_LIMITS.codeLength && [...v].every((c) => MEMORIAL_CODE_ALPHABET.includes(c));

/** The memorial page's address. */
export const memorialPath = (code: string): string => `/memorial/${code}`;

/**
 * The refusal of a memorial's privacy for a reader: `member` (a confirmed family member of the
 * deceased), `linked` (came with the link: the code in the address). Public needs nothing.
 * A refusal is a 404 to the reader: a private page does not exist for strangers.
 */
export const memorialVisible = (privacy: MemorialPrivacy, reader: { member: boolean }): boolean => {
  switch (privacy) {
    case 'public':
    case 'link':
      // The code is the link: whoever reached the page by it holds the link.
      return true;
    case 'private':
      return reader.member;
    default: {
      const never: never = privacy;
      return never;
    }
  }
};

/** A message's status when written: shown at once where the cemetery allows it, else held. */
export const newMessageStatus = (showAtOnce: boolean): TributeStatus => (showAtOnce ? 'shown' : 'held');

/** A date as the register keeps it (YYYY, YYYY-MM or YYYY-MM-DD, partial dates as such): its parts to show. */
export const dateParts = (v: string | null | undefined): { y: string; m?: string; d?: string } | null => {
  if (!v) return null;
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(v);
  if (!m) return null;
  return { y: m[1], m: m[2], d: m[3] };
};

export const FAMILY_ERROR_MESSAGES = {
  family_none: L(
    '该手机号没有登记在任何墓位、寄存或登记记录中，请联系陵园前台',
    'This mobile is on no plot, deposit or registration record: please contact the cemetery’s desk',
    'Este móvil no figura en ninguna parcela, depósito ni registro: contacte con la recepción del cementerio',
    'この携帯番号はどの墓所・預かり・登録にも記載されていません。霊園の窓口にお問い合わせください',
  ),
  family_not_found: L('没有找到该记录', 'No such record on your account', 'No existe ese registro en su cuenta', 'お客様のアカウントにその記録はありません'),
  family_link_decided: L('该申请已处理', 'This account was already decided', 'Esta cuenta ya fue resuelta', 'この申請は処理済みです'),
  memorial_not_found: L('没有找到该纪念页', 'No such memorial page', 'No existe esa página conmemorativa', 'その追悼ページはありません'),
  memorial_off: L('本陵园未开通纪念页', 'This cemetery has no memorial pages', 'Este cementerio no tiene páginas conmemorativas', 'この霊園では追悼ページを提供していません'),
  memorial_too_many: L('操作太频繁，请稍后再试', 'Too many tributes: try again in a moment', 'Demasiados homenajes: inténtelo en un momento', '操作が多すぎます。しばらくしてから再度お試しください'),
  memorial_photos_full: L('每个纪念页最多 %{max} 张照片', 'A memorial holds at most %{max} photos', 'Una página admite como máximo %{max} fotos', '追悼ページの写真は %{max} 枚までです'),
  memorial_not_holder: L('只有已确认的家属可以修改纪念页', 'Only the confirmed family may change the memorial page', 'Solo la familia confirmada puede cambiar la página', '確認済みのご家族のみ追悼ページを変更できます'),
  proof_decided: L('该校样版本已处理，请刷新', 'This version of the proof was already decided: reload', 'Esta versión de la prueba ya fue resuelta: recargue', 'この校正版は処理済みです。再読み込みしてください'),
  proof_comment_needed: L('退回时请写明修改意见', 'Say what to change when returning a proof', 'Indique qué cambiar al devolver la prueba', '差し戻す場合は修正内容を書いてください'),
} satisfies Record<string, Labels>;

/**
 * The solar-term days of a year of the 21st century (the 寿星 formula: ⌊Y·0.2422 + C⌋ − ⌊Y/4⌋,
 * Y the year's last two digits): 清明 in April (C 4.81), 冬至 in December (C 21.94), Beijing time.
 */
const solarTermDay = (year: number, c: number): number => {
  const y = year % 100;
  return Math.floor(y * 0.2422 + c) - Math.floor(y / 4);
};
const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The days a family remembers, next from `today` ('YYYY-MM-DD'): the death anniversary (忌日) when
 * the register gives the day (a partial date has none), 清明 and 冬至; each 'YYYY-MM-DD', soonest first.
 */
export const anniversaries = (deathDate: string | null, today: string): { kind: 'death' | 'qingming' | 'dongzhi'; day: string }[] => {
  const year = Number(today.slice(0, 4));
  const next = (make: (y: number) => string): string => (make(year) >= today ? make(year) : make(year + 1));
  const out: { kind: 'death' | 'qingming' | 'dongzhi'; day: string }[] = [
    { kind: 'qingming', day: next((y) => `${y}-04-${pad2(solarTermDay(y, 4.81))}`) },
    { kind: 'dongzhi', day: next((y) => `${y}-12-${pad2(solarTermDay(y, 21.94))}`) },
  ];
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(deathDate ?? '');
  // 29 February is remembered on the 28th in other years.
  if (d) out.push({ kind: 'death', day: next((y) => `${y}-${d[2]}-${d[2] === '02' && d[3] === '29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? '28' : d[3]}`) });
  return out.sort((a, b) => a.day.localeCompare(b.day));
};

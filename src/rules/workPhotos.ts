/**
 * Photos of the result of a work order (docs/work.md, "Photos"): what the server accepts and
 * which kinds need one before they are done. The server checks every upload by its content
 * (src/server/work/photos.ts); the phone page runs the same check before sending, so a file
 * that is not a photo is refused at once with the same message.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';
import type { WorkKind } from './work';

/** The largest photo the server takes: a phone's full-size JPEG fits. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may have (a 48-megapixel phone photo fits), judged from the file's
 * header before anything is decoded: a small file can announce a huge image.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** At most this many photos on one work order. */
export const PHOTO_MAX_PER_WORK = 20;
/** The long side of a thumbnail, in pixels. */
export const THUMB_SIZE = 320;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The type of a photo from its first bytes (its "magic number"), never from its name or the
 * type the sender claims: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A), WebP (RIFF....WEBP).
 * Anything else is null.
 */
export const sniffPhotoType = (bytes: Uint8Array): PhotoType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
};

/**
 * Whether "done" needs a photo of the result: required (the server refuses done without one)
 * for the work whose result the family or the office checks afterwards (the engraved text, a
 * closed plot); offered for the rest (the phone page asks for one and lets the crew
 * go on without it, after a confirmation). Burials are offered: the burial itself is proven by
 * the registration, and a family may not want it photographed.
 */
export const PHOTO_PROOF: Readonly<Record<WorkKind, 'required' | 'offered'>> = {
  burial: 'offered',
  ash_placement: 'offered',
  inscription: 'required',
  plot_opening: 'offered',
  plot_closing: 'required',
  repair: 'offered',
  cleaning: 'offered',
  other: 'offered',
};

export const photoRequired = (kind: unknown): boolean =>
  typeof kind === 'string' && Object.hasOwn(PHOTO_PROOF, kind) && PHOTO_PROOF[kind as WorkKind] === 'required';

export const WORK_PHOTO_MESSAGES = {
  photo_bad_type: L(
    '只能上传 JPEG、PNG 或 WebP 照片（按文件内容判断，不看扩展名）',
    'Only JPEG, PNG or WebP photos can be uploaded (judged by the file’s content, not its name)',
    'Solo se pueden subir fotos JPEG, PNG o WebP (según el contenido del archivo, no su nombre)',
    'アップロードできるのは JPEG・PNG・WebP の写真のみです（拡張子ではなく内容で判定します）',
  ),
  photo_unreadable: L('照片已损坏，无法读取', 'The photo is damaged and cannot be read', 'La foto está dañada y no se puede leer', '写真が壊れていて読み込めません'),
  photo_too_large: L('照片不能超过 %{max} MB', 'A photo may be at most %{max} MB', 'Una foto puede tener como máximo %{max} MB', '写真は %{max} MB 以下にしてください'),
  photo_too_many_pixels: L(
    '照片不能超过 %{max} 百万像素',
    'A photo may have at most %{max} megapixels',
    'Una foto puede tener como máximo %{max} megapíxeles',
    '写真は %{max} メガピクセル以下にしてください',
  ),
  photo_busy: L(
    '服务器正在处理其他照片，请稍后再试',
    'The server is busy with other photos: try again in a moment',
    'El servidor está procesando otras fotos: inténtelo de nuevo en un momento',
    'サーバーが他の写真を処理中です。少し待ってからもう一度お試しください',
  ),
  photo_empty: L('没有收到照片', 'No photo was received', 'No se recibió ninguna foto', '写真が届いていません'),
  photo_too_many: L('一张工单最多 %{max} 张照片', 'A work order holds at most %{max} photos', 'Una orden de trabajo admite como máximo %{max} fotos', '1 件の作業指示に写真は %{max} 枚までです'),
  photo_closed: L('已取消的工单不能再上传照片', 'A cancelled work order takes no more photos', 'Una orden cancelada ya no admite fotos', '取消済みの作業指示には写真を追加できません'),
  work_needs_photo: L('这类工作须先上传完成照片才能完成', 'This kind of work needs a photo of the result before it is done', 'Este tipo de trabajo necesita una foto del resultado antes de terminarlo', 'この種類の作業は完了の前に結果の写真が必要です'),
  photo_uploads_only_assigned: L(
    '只有负责人和经理可以上传照片',
    'Only the assignee and managers upload photos',
    'Solo el responsable y los gerentes suben fotos',
    '写真をアップロードできるのは担当者とマネージャーのみです',
  ),
} satisfies Record<string, Labels>;

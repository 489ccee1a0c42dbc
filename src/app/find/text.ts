/**
 * The find-a-grave page's words, in the four languages (its own small table: the page is a
 * separate bundle, find.html). The directions' words are the rules' (src/rules/parkmap.ts stepText).
 */
import type { Lang } from '../../config/types';
import { firstLang, readerOf } from '../publicKit/langTable';

export { PUBLIC_LANGS as FIND_LANGS } from '../publicKit/langTable';

const T = {
  title: ['寻墓', 'Find a grave', 'Buscar una tumba', 'お墓を探す'],
  intro: [
    '输入逝者姓名（可加出生、去世年份），查看墓位位置和从大门前往的路线。只显示家属同意公开查询的逝者。',
    'Type the name of the deceased (and the years, if you know them) to see the grave on the map and the way from the gate. Only those whose family made them findable are shown.',
    'Escriba el nombre del difunto (y los años, si los sabe) para ver la tumba en el mapa y el camino desde la puerta. Solo aparecen aquellos cuya familia lo permitió.',
    '故人のお名前（分かれば生年・没年も）を入力すると、墓所の場所と門からの道順が表示されます。ご遺族が公開を許可した方のみ表示されます。',
  ],
  name: ['逝者姓名', 'Name of the deceased', 'Nombre del difunto', '故人のお名前'],
  born: ['出生年份', 'Year of birth', 'Año de nacimiento', '生年'],
  died: ['去世年份', 'Year of death', 'Año de fallecimiento', '没年'],
  optional: ['选填', 'optional', 'opcional', '任意'],
  search: ['查找', 'Search', 'Buscar', '検索'],
  searching: ['查找中…', 'Searching…', 'Buscando…', '検索中…'],
  none: ['没有找到。请检查姓名，或向服务处咨询。', 'Nobody found. Check the name, or ask at the service desk.', 'No se encontró a nadie. Revise el nombre o pregunte en la oficina.', '見つかりませんでした。お名前を確認するか、受付でお尋ねください。'],
  years: ['{born}–{died}', '{born}–{died}', '{born}–{died}', '{born}–{died}'],
  back: ['重新查找', 'New search', 'Nueva búsqueda', '別の方を探す'],
  from: ['出发大门', 'Start from', 'Salir desde', '出発する門'],
  total: ['全程约 {m} 米，步行约 {min} 分钟', 'About {m} m, some {min} minutes on foot', 'Unos {m} m, unos {min} minutos a pie', '約 {m} m、徒歩約 {min} 分'],
  steps: ['路线指引', 'Directions', 'Indicaciones', '道順'],
  printA4: ['打印（A4）', 'Print (A4)', 'Imprimir (A4)', '印刷（A4）'],
  printA5: ['打印（A5）', 'Print (A5)', 'Imprimir (A5)', '印刷（A5）'],
  grave: ['墓位', 'Grave', 'Tumba', '墓所'],
  gate: ['大门', 'Gate', 'Puerta', '門'],
  offline: ['网络不通，请稍后再试', 'No connection: try again in a moment', 'Sin conexión: inténtelo de nuevo', '接続できません。しばらくしてから再度お試しください'],
  printedBy: ['园区服务处', 'Service desk', 'Oficina de atención', '受付'],
} as const;

export type FindLang = Lang;
export const t = readerOf(T);
export const initialLang = (): FindLang => firstLang('find-lang');

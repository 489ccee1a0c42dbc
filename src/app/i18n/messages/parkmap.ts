/**
 * UI strings of the park map (docs/map.md) that the staff map (/dashboard) shows, under the
 * `parkmap.` namespace; the editor's own are its chunk's (src/app/parkmap/editorText.ts). The refusals' texts are the
 * rules' (src/rules/parkmap.ts); the kinds' names are the enum's.
 */
const zh = {
  parkmap: {
    view_grid: '网格',
    view_drawn: '园区地图',
    no_plan: '还没有园区平面图：请先上传一张平面图（PNG、JPEG 或 WebP）。',
    unplaced: '%{n} 个墓位尚未在地图上（所在排未绘制）',
    placed: '地图上 %{n} 个墓位',
    loading: '正在加载地图…',
    way: '前往路线',
  },
};

const en: typeof zh = {
  parkmap: {
    view_grid: 'Grid',
    view_drawn: 'Park map',
    no_plan: 'No site plan yet: upload one first (PNG, JPEG or WebP).',
    unplaced: '%{n} plots are not on the map yet (their row is not drawn)',
    placed: '%{n} plots on the map',
    loading: 'Loading the map…',
    way: 'Way from the gate',
  },
};

const es: typeof zh = {
  parkmap: {
    view_grid: 'Cuadrícula',
    view_drawn: 'Mapa',
    no_plan: 'Aún no hay plano: suba uno primero (PNG, JPEG o WebP).',
    unplaced: '%{n} parcelas aún no están en el mapa (su fila no está dibujada)',
    placed: '%{n} parcelas en el mapa',
    loading: 'Cargando el mapa…',
    way: 'Camino desde la puerta',
  },
};

const ja: typeof zh = {
  parkmap: {
    view_grid: 'グリッド',
    view_drawn: '園内地図',
    no_plan: '平面図がまだありません。先にアップロードしてください（PNG、JPEG、WebP）。',
    unplaced: '%{n} 基の墓所はまだ地図にありません（列が未描画）',
    placed: '地図上の墓所 %{n} 基',
    loading: '地図を読み込み中…',
    way: '門からの道順',
  },
};

export { zh, en, es, ja };

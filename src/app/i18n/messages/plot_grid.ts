/**
 * The map's plot grid for screen readers and the keyboard (src/app/map/PlotGrid.tsx), under
 * the `plot_grid.` namespace: the grid's name and each plot's (code, status, type).
 */
const zh = {
  plot_grid: {
    label: '墓位图（方向键在墓位间移动，回车打开详情）',
    cell: '%{code}，%{status}，%{type}',
  },
};

type Messages = typeof zh;

const en: Messages = {
  plot_grid: {
    label: 'Plot map (arrow keys move between plots, Enter opens one)',
    cell: '%{code}, %{status}, %{type}',
  },
};

const es: Messages = {
  plot_grid: {
    label: 'Mapa de parcelas (las flechas mueven entre parcelas, Intro abre una)',
    cell: '%{code}, %{status}, %{type}',
  },
};

const ja: Messages = {
  plot_grid: {
    label: '墓所マップ（矢印キーで墓所を移動、Enter で詳細を開く）',
    cell: '%{code}、%{status}、%{type}',
  },
};

export { zh, en, es, ja };

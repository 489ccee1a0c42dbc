/**
 * The map editor's words (/tomb/mapEditor, docs/map.md), in the four languages: a table of its own
 * chunk rather than the staff catalogues, which every first page loads (the bundle budget).
 */
import { readerOf } from '../publicKit/langTable';

const T = {
  title: ['园区地图编辑', 'Park map editor', 'Editor del mapa del cementerio', '園内地図の編集'],
  kind: ['要素类型', 'Kind', 'Tipo', '種類'],
  area: ['墓区', 'Area', 'Zona', '区画'],
  row: ['排', 'Row', 'Fila', '列'],
  name: ['名称', 'Name', 'Nombre', '名称'],
  pick_area: ['先选择墓区', 'Choose the area first', 'Elija primero la zona', '先に区画を選んでください'],
  drawn: ['已绘制', 'drawn', 'dibujada', '描画済み'],
  hint_area: ['在平面图上点击画出墓区的边界，最后点回第一个点结束。', 'Click the outline of the area on the plan; click the first point again to finish.', 'Haga clic en el contorno de la zona sobre el plano; vuelva a pulsar el primer punto para terminar.', '平面図上で区画の輪郭をクリックし、最初の点をもう一度クリックして終了します。'],
  hint_row: ['从第 1 号墓位一端画到另一端（线或矩形），墓位会按列号排在线上。', 'Draw from the end of plot 1 to the other end (a line or a rectangle): the plots line up on it by column.', 'Dibuje desde el extremo de la parcela 1 hasta el otro (una línea o un rectángulo): las parcelas se alinean por columna.', '1番の墓所の端から反対の端まで描きます（線または長方形）。墓所は番号順に並びます。'],
  hint_path: ['沿道路画线；与其他道路相接处请点在同一点上。', 'Draw along the path; where it meets another path, click on the same point.', 'Dibuje a lo largo del camino; donde se une con otro, pulse en el mismo punto.', '通路に沿って線を描きます。他の通路と接する所は同じ点をクリックします。'],
  hint_point: ['在平面图上点一下放置。', 'Click on the plan to place it.', 'Pulse en el plano para colocarlo.', '平面図をクリックして配置します。'],
  start_draw: ['开始绘制', 'Start drawing', 'Empezar a dibujar', '描画開始'],
  cancel: ['取消', 'Cancel', 'Cancelar', 'キャンセル'],
  saved: ['已保存', 'Saved', 'Guardado', '保存しました'],
  deleted: ['已删除', 'Deleted', 'Eliminado', '削除しました'],
  delete: ['删除', 'Delete', 'Eliminar', '削除'],
  edit_shape: ['修改图形', 'Edit the shape', 'Editar la forma', '形を編集'],
  save_shape: ['保存图形', 'Save the shape', 'Guardar la forma', '形を保存'],
  move_plot: ['移动墓位', 'Move the plot', 'Mover la parcela', '墓所を移動'],
  move_hint: ['在地图上点击墓位的新位置', 'Click the plot’s new place on the map', 'Pulse en el mapa el nuevo lugar de la parcela', '地図上で墓所の新しい位置をクリックしてください'],
  selected: ['已选：{name}', 'Selected: {name}', 'Seleccionado: {name}', '選択中：{name}'],
  upload_plan: ['上传平面图', 'Upload a site plan', 'Subir un plano', '平面図をアップロード'],
  export: ['导出 GeoJSON', 'Export GeoJSON', 'Exportar GeoJSON', 'GeoJSON を書き出す'],
  import: ['导入 GeoJSON', 'Import GeoJSON', 'Importar GeoJSON', 'GeoJSON を読み込む'],
  import_confirm: ['导入将替换当前所有绘制内容，确定吗？', 'The import replaces everything drawn now. Go ahead?', 'La importación sustituye todo lo dibujado. ¿Continuar?', '読み込むと現在の描画はすべて置き換えられます。よろしいですか？'],
  imported: ['已导入 {n} 个要素', '{n} features imported', '{n} elementos importados', '{n} 件を読み込みました'],
} as const;

export const editorText = readerOf(T);

/**
 * The refusals of the park map (src/rules/parkmap.ts, src/server/parkmap/), in the four
 * languages. Spread into ERROR_MESSAGES, so the server answers them like any error.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const PARKMAP_ERROR_MESSAGES = {
  parkmap_editors_only: L('只有经理（2、4、5、6 级）可以编辑园区地图', 'Only managers (levels 2, 4, 5, 6) draw the park map', 'Solo los gerentes (niveles 2, 4, 5, 6) dibujan el mapa', '園内地図を編集できるのはマネージャー（レベル 2、4、5、6）のみです'),
  parkmap_bad_geometry: L('图形与要素类型不符或坐标无效', 'The drawing does not fit this kind of feature, or its coordinates are invalid', 'El dibujo no corresponde a este tipo o sus coordenadas no son válidas', '図形が種類に合わないか、座標が正しくありません'),
  parkmap_needs_place: L('墓区要选墓区，排要选排，墓位要选墓位', 'An area needs its area, a row its row, a plot its plot', 'Una zona necesita su zona, una fila su fila, una parcela su parcela', '区画には区画、列には列、墓所には墓所を選んでください'),
  parkmap_no_plan: L('尚未上传园区平面图', 'No site plan has been uploaded yet', 'Aún no se ha subido el plano', '平面図がまだありません'),
  parkmap_bad_import: L('GeoJSON 文件无效：%{reason}', 'Invalid GeoJSON: %{reason}', 'GeoJSON no válido: %{reason}', 'GeoJSON が正しくありません：%{reason}'),
  parkmap_no_route: L('找不到从大门到该墓位的道路', 'No path leads from a gate to this grave', 'Ningún camino lleva de una puerta a esta tumba', '門からこの墓所への道がありません'),
  parkmap_not_found: L('找不到该逝者', 'No such deceased can be found', 'No se encuentra a esa persona', '該当する故人が見つかりません'),
} satisfies Record<string, Labels>;

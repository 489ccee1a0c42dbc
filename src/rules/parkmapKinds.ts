/**
 * The kinds of what is drawn on the park map (docs/map.md), alone in their file: the config
 * (resources.config.ts, in the staff app's first chunk) names them, and carries nothing else
 * of the map's rules.
 */
import { L, enumValue } from '../config/define';

/** What a drawn feature is; its geometry type follows from it (GEOMETRY_OF). */
export const MAP_FEATURE_KIND = [
  enumValue('area', '#409eff', L('墓区', 'Area', 'Zona', '区画')),
  enumValue('row', '#67c23a', L('排', 'Row', 'Fila', '列')),
  enumValue('plot', '#e6a23c', L('墓位', 'Plot', 'Parcela', '墓所')),
  enumValue('path', '#909399', L('道路', 'Path', 'Camino', '通路')),
  enumValue('gate', '#f56c6c', L('大门', 'Gate', 'Puerta', '門')),
  enumValue('office', '#8e44ad', L('服务处', 'Office', 'Oficina', '事務所')),
  enumValue('toilet', '#16a085', L('卫生间', 'Toilets', 'Aseos', 'トイレ')),
  enumValue('shuttle', '#d35400', L('接驳车站', 'Shuttle stop', 'Parada del lanzadera', 'シャトル乗り場')),
  enumValue('landmark', '#2c3e50', L('地标', 'Landmark', 'Punto de referencia', '目印')),
] as const;
export type MapFeatureKind = (typeof MAP_FEATURE_KIND)[number]['value'];
export const MAP_FEATURE_KINDS: readonly MapFeatureKind[] = MAP_FEATURE_KIND.map((k) => k.value);


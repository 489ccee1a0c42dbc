/** A resource with one field of every config type, added to a copy of the real config. */
import { L, access, enumValue } from '../../../src/config/define';
import { appConfig } from '../../../src/instance';
import type { ResourceRoute } from '../../../src/config/routes';
import type { ResourceDef, ResourcesConfig } from '../../../src/config/types';

const specimen: ResourceDef = {
  table: 'specimen',
  label: L('样本', 'Specimens', 'Muestras', '見本'),
  recordRepresentation: 'title',
  channelScoped: false,
  access: access({ read: [5], create: [5], update: [5], delete: [5] }),
  fields: {
    title: { type: 'text', label: L('标题', 'Title', 'Título', '表題'), required: true, maxLength: 10, pattern: '^[A-Z]', searchable: true, filter: true },
    notes: { type: 'longtext', label: L('备注', 'Notes', 'Notas', '備考'), maxLength: 50 },
    count: { type: 'integer', label: L('数量', 'Count', 'Cantidad', '数量'), min: 1, max: 9, filter: true },
    ratio: { type: 'decimal', label: L('比例', 'Ratio', 'Proporción', '比率'), scale: 3 },
    price: { type: 'money', label: L('价格', 'Price', 'Precio', '価格'), min: 0 },
    active: { type: 'boolean', label: L('有效', 'Active', 'Activo', '有効'), default: true, filter: true },
    day: { type: 'date', label: L('日期', 'Day', 'Día', '日付'), filter: true },
    moment: { type: 'datetime', label: L('时间', 'Moment', 'Momento', '日時') },
    state: {
      type: 'enum',
      label: L('状态', 'State', 'Estado', '状態'),
      values: [enumValue('open', '#67c23a', L('开放', 'Open', 'Abierto', '公開')), enumValue('closed', '#f56c6c', L('关闭', 'Closed', 'Cerrado', '終了'))],
      default: 'open',
      filter: true,
    },
    area_id: { type: 'reference', resource: 'tomb_area', label: L('墓区', 'Area', 'Zona', '区画'), filter: true },
    picture: { type: 'image', label: L('图片', 'Picture', 'Imagen', '画像') },
    site: { type: 'url', label: L('网址', 'Site', 'Sitio', 'サイト') },
    phone: { type: 'phone', label: L('电话', 'Phone', 'Teléfono', '電話') },
    id_number: { type: 'idNumber', label: L('身份证号', 'ID number', 'DNI', '身分証番号') },
    code: { type: 'text', label: L('编号', 'Code', 'Código', 'コード'), readOnly: true },
  },
};

export const specimenConfig: ResourcesConfig = { ...appConfig, specimen };

export const specimenRoute: ResourceRoute = {
  kind: 'resource',
  path: '/lab/specimenList',
  resource: 'specimen',
  title: L('样本列表', 'Specimens', 'Muestras', '見本一覧'),
  icon: 'Science',
  levels: [5],
};

export const specimenRow = {
  id: 1,
  version: 1,
  title: 'Alpha',
  notes: 'long\nnotes',
  count: 3,
  ratio: 0.125,
  price: '1234.5',
  active: true,
  day: '2024-05-06',
  moment: '2024-05-06T08:30:00.000Z',
  state: 'closed',
  area_id: 3,
  area: { name: 'East garden' },
  picture: 'https://img.test/p.png',
  site: 'https://example.test/',
  phone: '13800000000',
  id_number: '11010519491231002X',
  code: 'S-1',
};

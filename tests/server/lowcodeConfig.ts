/**
 * The low-code proof's config edits, applied to a copy of resources.config.ts exactly as an
 * analyst would write them there (docs/configuration.md): one field entry, one resource block.
 */
import { appConfig } from '../../src/instance';
import { L, MANAGERS, access } from '../../src/config/define';
import { configRoutes, type ResourceRoute } from '../../src/config/routes';
import type { FieldDef, ResourceDef, ResourcesConfig } from '../../src/config/types';

/** The new field: the phone of the area's manager, listed, filterable, searchable, validated. */
export const managerPhone: FieldDef = {
  type: 'phone',
  label: L('负责人电话', 'Manager phone', 'Teléfono del encargado', '管理者電話'),
  filter: true,
  searchable: true,
};

/** The new resource: gates of an area, with its screen under Tomb management for the levels that read it. */
const tombGate: ResourceDef = {
  table: 'tomb_gate',
  label: L('大门', 'Gates', 'Puertas', '門'),
  recordRepresentation: 'name',
  channelScoped: false,
  access: access({ read: [2, 4, 5, 6], create: MANAGERS, update: MANAGERS, delete: MANAGERS }),
  menu: { group: '/tomb', path: '/tomb/tombGateList', icon: 'MeetingRoom', title: L('大门列表', 'Gates', 'Puertas', '門一覧') },
  fields: {
    area_id: { type: 'reference', resource: 'tomb_area', label: L('墓区', 'Area', 'Zona', '区画'), required: true, filter: true },
    name: { type: 'text', label: L('名称', 'Name', 'Nombre', '名称'), required: true, maxLength: 50, searchable: true },
    opens_at: { type: 'text', label: L('开放时间', 'Opening hours', 'Horario', '開門時間'), pattern: '^\\d{2}:\\d{2}-\\d{2}:\\d{2}$' },
  },
};

export const lowcodeConfig: ResourcesConfig = {
  ...appConfig,
  tomb_area: { ...appConfig.tomb_area, fields: { ...appConfig.tomb_area.fields, manager_phone: managerPhone } },
  tomb_gate: tombGate,
};

/** The screen the block declares, as the shell's router and menu receive it. */
export const tombGateRoute = configRoutes(lowcodeConfig).find((r) => r.resource === 'tomb_gate') as ResourceRoute;

/**
 * UI strings of the operation log's screens (src/app/resources/operation_log), under the
 * `oplog.` namespace. Field, table and action names come from the config's labels.
 */
const zh = {
  oplog: {
    record: '记录',
    system: '系统',
    changes: '修改内容',
    field: '字段',
    before: '修改前',
    after: '修改后',
    changed_count: '%{count} 个字段有变化',
    only_changed: '只看有变化的字段',
    nothing_stored: '此操作没有记录字段内容',
    deleted: '（已删除）',
  },
};

type Messages = typeof zh;

const en: Messages = {
  oplog: {
    record: 'Record',
    system: 'System',
    changes: 'What changed',
    field: 'Field',
    before: 'Before',
    after: 'After',
    changed_count: '%{count} fields changed',
    only_changed: 'Changed fields only',
    nothing_stored: 'No field values were recorded for this operation',
    deleted: '(deleted)',
  },
};

const es: Messages = {
  oplog: {
    record: 'Registro',
    system: 'Sistema',
    changes: 'Qué cambió',
    field: 'Campo',
    before: 'Antes',
    after: 'Después',
    changed_count: '%{count} campos cambiaron',
    only_changed: 'Solo campos cambiados',
    nothing_stored: 'No se registraron valores para esta operación',
    deleted: '(eliminado)',
  },
};

const ja: Messages = {
  oplog: {
    record: 'レコード',
    system: 'システム',
    changes: '変更内容',
    field: '項目',
    before: '変更前',
    after: '変更後',
    changed_count: '%{count} 項目が変更されました',
    only_changed: '変更された項目のみ',
    nothing_stored: 'この操作では項目の値は記録されていません',
    deleted: '（削除済み）',
  },
};

export { en, es, ja, zh };

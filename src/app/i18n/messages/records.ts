/**
 * How the screens name one record, under the `records.` namespace: `%{Name}` is the
 * resource's singular as at the start of a sentence ("Order"), `%{name}` the same word inside
 * one ("order" in English and Spanish), `%{names}` the plural, `%{what}` the one or the other
 * by the count ("1 area", "3 tomb areas"), `%{record}` the record's representation (order
 * number, plot code, the deceased's name). src/app/i18n/recordNaming.ts.
 */
const zh = {
  records: {
    created: '%{Name} %{record} 已新增',
    saved: '%{Name} %{record} 已保存',
    deleted: '%{Name} %{record} 已删除',
    bulk_deleted: '已删除 %{smart_count} 条%{what}',
    delete_title: '删除%{name} %{record}？',
    delete_content: '删除后无法恢复。',
    bulk_delete_title: '删除 %{smart_count} 条%{what}？',
    bulk_delete_content: '删除后无法恢复。',
    new: '新增%{name}',
    record: '%{Name} %{record}',
    empty: '还没有%{names}',
    no_results: '没有符合条件的%{names}',
  },
};

type Messages = typeof zh;

const en: Messages = {
  records: {
    created: '%{Name} %{record} created',
    saved: '%{Name} %{record} saved',
    deleted: '%{Name} %{record} deleted',
    bulk_deleted: '%{smart_count} %{what} deleted',
    delete_title: 'Delete %{name} %{record}?',
    delete_content: 'This cannot be undone.',
    bulk_delete_title: 'Delete %{smart_count} %{what}?',
    bulk_delete_content: 'This cannot be undone.',
    new: 'New %{name}',
    record: '%{Name} %{record}',
    empty: 'No %{names} yet',
    no_results: 'No %{names} match',
  },
};

const es: Messages = {
  records: {
    created: 'Se ha creado: %{Name} %{record}',
    saved: 'Se ha guardado: %{Name} %{record}',
    deleted: 'Se ha eliminado: %{Name} %{record}',
    bulk_deleted: 'Eliminación completada: %{smart_count} %{what}',
    delete_title: '¿Eliminar %{name} %{record}?',
    delete_content: 'Esta acción no se puede deshacer.',
    bulk_delete_title: '¿Eliminar %{smart_count} %{what}?',
    bulk_delete_content: 'Esta acción no se puede deshacer.',
    new: 'Crear %{name}',
    record: '%{Name} %{record}',
    empty: 'Aún no hay %{names}',
    no_results: 'Ningún resultado en %{names}',
  },
};

const ja: Messages = {
  records: {
    created: '%{Name} %{record} を作成しました',
    saved: '%{Name} %{record} を保存しました',
    deleted: '%{Name} %{record} を削除しました',
    bulk_deleted: '%{what}を %{smart_count} 件削除しました',
    delete_title: '%{name} %{record} を削除しますか？',
    delete_content: 'この操作は元に戻せません。',
    bulk_delete_title: '%{what}を %{smart_count} 件削除しますか？',
    bulk_delete_content: 'この操作は元に戻せません。',
    new: '%{name}の新規作成',
    record: '%{Name} %{record}',
    empty: '%{names}はまだありません',
    no_results: '条件に合う%{names}はありません',
  },
};

export { en, es, ja, zh };

/**
 * Why Delete is disabled, and what its dialog waits for (src/app/builders/form/useDeleteBlocker.ts), under the `delete_guard.`
 * namespace; the referring records are named by the config's resource label.
 */
const zh = { delete_guard: { blocked: '不能删除：仍有%{name}（%{count} 条）引用它', checking: '正在检查是否还有记录引用它…' } };

type Messages = typeof zh;

const en: Messages = { delete_guard: { blocked: 'Cannot be deleted: %{name} (%{count}) still refer to it', checking: 'Checking whether other records still refer to it…' } };
const es: Messages = { delete_guard: { blocked: 'No se puede eliminar: aún lo referencian %{name} (%{count})', checking: 'Comprobando si otros registros aún lo referencian…' } };
const ja: Messages = { delete_guard: { blocked: '削除できません：%{name}（%{count} 件）が参照しています', checking: '他の記録から参照されていないか確認しています…' } };

export { en, es, ja, zh };

/**
 * UI strings of the config-driven screens (src/app/builders, src/app/resources), under the
 * `resources_ui.` namespace. Field and resource names are not here: they come from the
 * config's Labels. The shell merges these objects into its per-language messages.
 */
const zh = {
  resources_ui: {
    empty: { invite: '点击下方按钮新增第一条' },
    filter: { from: '%{field} 从', to: '%{field} 至', any: '全部' },
    cascade: { choose_first: '请先选择%{field}' },
    image: { preview: '预览' },
    char_count: '已输入 %{length} 个字符，最多 %{max} 个',
    day: { calendar: '打开日历', partial: '可只填年月或年份：1923-11、1923年11月、1879、约1879年' },
    export: { limited: '最多导出 %{max} 条' },
    user: {
      password: '初始密码',
      new_password: '新密码',
      change_level: '修改级别',
      reset_password: '重置密码',
      enable: '启用',
      disable: '停用',
      level_changed: '级别已修改',
      password_reset: '密码已重置',
      enabled_changed: '状态已修改',
      password_hint: '至少 8 位',
    },
  },
};

type Messages = typeof zh;

const en: Messages = {
  resources_ui: {
    empty: { invite: 'Use the button below to add the first one' },
    filter: { from: '%{field} from', to: '%{field} to', any: 'Any' },
    cascade: { choose_first: 'Choose the %{field} first' },
    image: { preview: 'Preview' },
    char_count: '%{length} of at most %{max} characters',
    day: { calendar: 'Open the calendar', partial: 'A month or a year will do: 1923-11, Nov 1923, 1879, about 1879' },
    export: { limited: 'Exports at most %{max} rows' },
    user: {
      password: 'Initial password',
      new_password: 'New password',
      change_level: 'Change level',
      reset_password: 'Reset password',
      enable: 'Enable',
      disable: 'Disable',
      level_changed: 'Level changed',
      password_reset: 'Password reset',
      enabled_changed: 'Status changed',
      password_hint: 'At least 8 characters',
    },
  },
};

const es: Messages = {
  resources_ui: {
    empty: { invite: 'Use el botón de abajo para añadir el primero' },
    filter: { from: '%{field} desde', to: '%{field} hasta', any: 'Cualquiera' },
    cascade: { choose_first: 'Elija primero %{field}' },
    image: { preview: 'Vista previa' },
    char_count: '%{length} de %{max} caracteres como máximo',
    day: { calendar: 'Abrir el calendario', partial: 'Basta un mes o un año: 1923-11, nov 1923, 1879, hacia 1879' },
    export: { limited: 'Exporta como máximo %{max} filas' },
    user: {
      password: 'Contraseña inicial',
      new_password: 'Nueva contraseña',
      change_level: 'Cambiar nivel',
      reset_password: 'Restablecer contraseña',
      enable: 'Activar',
      disable: 'Desactivar',
      level_changed: 'Nivel cambiado',
      password_reset: 'Contraseña restablecida',
      enabled_changed: 'Estado cambiado',
      password_hint: 'Al menos 8 caracteres',
    },
  },
};

const ja: Messages = {
  resources_ui: {
    empty: { invite: '下のボタンから最初の1件を追加してください' },
    filter: { from: '%{field}（から）', to: '%{field}（まで）', any: 'すべて' },
    cascade: { choose_first: '先に%{field}を選択してください' },
    image: { preview: 'プレビュー' },
    char_count: '%{length} 文字（最大 %{max} 文字）',
    day: { calendar: 'カレンダーを開く', partial: '年月や年だけでも構いません：1923-11、1923年11月、1879、1879年頃' },
    export: { limited: '最大 %{max} 件までエクスポートします' },
    user: {
      password: '初期パスワード',
      new_password: '新しいパスワード',
      change_level: 'レベル変更',
      reset_password: 'パスワード再設定',
      enable: '有効にする',
      disable: '無効にする',
      level_changed: 'レベルを変更しました',
      password_reset: 'パスワードを再設定しました',
      enabled_changed: '状態を変更しました',
      password_hint: '8文字以上',
    },
  },
};

export { zh, en, es, ja };

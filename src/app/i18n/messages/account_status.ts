/**
 * The confirmation before an account is disabled or enabled again (src/app/resources/user/
 * ToggleEnabledButton.tsx), under the `account_status.` namespace.
 */
const zh = {
  account_status: {
    disable_title: '停用用户“%{name}”？',
    disable_content: '%{name}（%{mobile}）将不能再登录，其已登录的会话会立即结束。以后可以重新启用。',
    enable_title: '启用用户“%{name}”？',
    enable_content: '%{name}（%{mobile}）将可以重新登录。',
  },
};

type Messages = typeof zh;

const en: Messages = {
  account_status: {
    disable_title: 'Disable the user “%{name}”?',
    disable_content: '%{name} (%{mobile}) will no longer be able to sign in, and any session they have open ends now. You can enable the account again later.',
    enable_title: 'Enable the user “%{name}”?',
    enable_content: '%{name} (%{mobile}) will be able to sign in again.',
  },
};

const es: Messages = {
  account_status: {
    disable_title: '¿Desactivar al usuario «%{name}»?',
    disable_content: '%{name} (%{mobile}) ya no podrá iniciar sesión y las sesiones que tenga abiertas terminan ahora. Puede volver a activar la cuenta más tarde.',
    enable_title: '¿Activar al usuario «%{name}»?',
    enable_content: '%{name} (%{mobile}) podrá volver a iniciar sesión.',
  },
};

const ja: Messages = {
  account_status: {
    disable_title: 'ユーザー「%{name}」を無効にしますか？',
    disable_content: '%{name}（%{mobile}）はログインできなくなり、ログイン中のセッションはすぐに終了します。後で再び有効にできます。',
    enable_title: 'ユーザー「%{name}」を有効にしますか？',
    enable_content: '%{name}（%{mobile}）は再びログインできるようになります。',
  },
};

export { zh, en, es, ja };

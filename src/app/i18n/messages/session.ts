/** The note of the login page when a session ended elsewhere, under the `session.` namespace. */
const zh = { session: { ended: '登录已失效（账号被停用、密码已修改或会话过期），请重新登录。' } };

type Messages = typeof zh;

const en: Messages = { session: { ended: 'Your session has ended (account disabled, password changed or session expired). Please sign in again.' } };
const es: Messages = { session: { ended: 'Su sesión ha terminado (cuenta desactivada, contraseña cambiada o sesión caducada). Vuelva a iniciar sesión.' } };
const ja: Messages = { session: { ended: 'セッションが終了しました（アカウント無効化、パスワード変更、または期限切れ）。もう一度ログインしてください。' } };

export { en, es, ja, zh };

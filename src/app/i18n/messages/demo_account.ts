/**
 * The page a demo account sees first on a server other computers reach
 * (src/app/pages/profile/PasswordChangeRequired.tsx), under `demo_account.`.
 */
const zh = {
  demo_account: {
    title: '请先修改密码',
    explanation: '这是一个演示账户，它的密码已在说明文档中公开。这台服务器可以从其他电脑访问，请先设置您自己的密码再继续使用。',
    sign_out: '退出登录',
  },
};

const en = {
  demo_account: {
    title: 'Change your password first',
    explanation:
      'This is a demo account, and its password is published in the README. This server can be reached from other computers, so choose a password of your own before you go on.',
    sign_out: 'Sign out',
  },
};

const es = {
  demo_account: {
    title: 'Cambie primero su contraseña',
    explanation:
      'Esta es una cuenta de demostración y su contraseña está publicada en el README. Este servidor es accesible desde otros equipos: elija una contraseña propia antes de continuar.',
    sign_out: 'Cerrar sesión',
  },
};

const ja = {
  demo_account: {
    title: '先にパスワードを変更してください',
    explanation: 'これはデモアカウントで、パスワードは README に公開されています。このサーバーは他のコンピューターからアクセスできるため、続ける前にご自身のパスワードを設定してください。',
    sign_out: 'ログアウト',
  },
};

export { zh, en, es, ja };

/**
 * UI strings of an account's sign-in lock on the user screens (src/app/resources/user/signInLock),
 * under the `signin_lock.` namespace. docs/auth.md, "Seeing and clearing a lock".
 */
const zh = {
  signin_lock: {
    heading: '登录',
    unlock: '解除登录锁定',
    clear: '清除失败记录',
    title: '登录锁定 · %{name}',
    clean: '最近 15 分钟没有登录失败',
    failures: '最近 15 分钟登录失败 %{failures} 次，来自 %{addresses} 个地址',
    locked: '登录已锁定至 %{time}：来自 %{addresses} 个地址的尝试暂被拒绝，其他地址仍可登录',
    brake: '多个地址在猜测这个账号的密码：输错过的地址 15 分钟内不能再试，没有输错过的地址仍可登录。',
    explain: '清除后，这个账号的失败记录全部删除，所有地址可以立即再试。',
    address: '地址',
    attempts: '失败次数',
    retry_at: '可再试',
    now: '现在',
    cleared: '登录锁定已解除',
    load_error: '无法读取登录状态：%{message}',
  },
};

type Messages = typeof zh;

const en: Messages = {
  signin_lock: {
    heading: 'Sign-in',
    unlock: 'Unlock sign-in',
    clear: 'Clear failed sign-ins',
    title: 'Sign-in lock · %{name}',
    clean: 'No failed sign-ins in the last 15 minutes',
    failures: '%{failures} failed sign-ins in the last 15 minutes, from %{addresses} address(es)',
    locked: 'Sign-in locked until %{time}: attempts from %{addresses} address(es) are refused for now; other addresses can still sign in',
    brake: 'Several addresses are guessing this password: those that failed cannot try again for 15 minutes; addresses with no failure can still sign in.',
    explain: 'Clearing forgets every failed sign-in of this account: every address may try again at once.',
    address: 'Address',
    attempts: 'Failed attempts',
    retry_at: 'Can try again',
    now: 'now',
    cleared: 'Sign-in unlocked',
    load_error: 'Could not read the sign-in status: %{message}',
  },
};

const es: Messages = {
  signin_lock: {
    heading: 'Acceso',
    unlock: 'Desbloquear acceso',
    clear: 'Borrar accesos fallidos',
    title: 'Bloqueo de acceso · %{name}',
    clean: 'Ningún acceso fallido en los últimos 15 minutos',
    failures: '%{failures} accesos fallidos en los últimos 15 minutos, desde %{addresses} dirección(es)',
    locked: 'Acceso bloqueado hasta las %{time}: los intentos desde %{addresses} dirección(es) se rechazan por ahora; otras direcciones aún pueden entrar',
    brake: 'Varias direcciones intentan adivinar esta contraseña: las que fallaron no pueden volver a intentarlo en 15 minutos; las que no han fallado aún pueden entrar.',
    explain: 'Al borrar se olvidan todos los accesos fallidos de esta cuenta: todas las direcciones pueden volver a intentarlo enseguida.',
    address: 'Dirección',
    attempts: 'Intentos fallidos',
    retry_at: 'Puede reintentar',
    now: 'ahora',
    cleared: 'Acceso desbloqueado',
    load_error: 'No se pudo leer el estado de acceso: %{message}',
  },
};

const ja: Messages = {
  signin_lock: {
    heading: 'ログイン',
    unlock: 'ログインのロックを解除',
    clear: '失敗記録を消去',
    title: 'ログインのロック · %{name}',
    clean: '直近 15 分間にログインの失敗はありません',
    failures: '直近 15 分間にログインに %{failures} 回失敗（%{addresses} か所のアドレスから）',
    locked: '%{time} までログインがロックされています：%{addresses} か所のアドレスからの試行は一時的に拒否されます。他のアドレスからはログインできます',
    brake: '複数のアドレスからこのパスワードが推測されています：失敗したアドレスは 15 分間再試行できません。失敗していないアドレスからはログインできます。',
    explain: '消去すると、このアカウントのログイン失敗記録がすべて削除され、どのアドレスからもすぐに再試行できます。',
    address: 'アドレス',
    attempts: '失敗回数',
    retry_at: '再試行可能',
    now: '今すぐ',
    cleared: 'ログインのロックを解除しました',
    load_error: 'ログイン状態を読み込めませんでした：%{message}',
  },
};

export { zh, en, es, ja };

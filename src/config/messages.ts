/**
 * Messages shared by both sides: the validation messages of src/config/validators.ts and the
 * server's error codes. The server answers `msg` in the caller's language (Accept-Language or
 * the `language` cookie) and puts the code in `data.code`, so a client can translate it too.
 * Placeholders use polyglot's %{name} form (src/config/messageFormat.ts).
 *
 * These tables carry the four languages and are read by the server. The browser never imports
 * them: the build writes each language's texts out of them into that language's catalogue
 * (scripts/configTexts.ts), and the browser reads the one it loaded (src/app/i18n/configTexts.ts).
 */
import { L } from './define';
import { interpolate, validationParams } from './messageFormat';
import type { Labels, Lang } from './types';
import type { FieldError, ValidationKey } from './validators';

export const VALIDATION_MESSAGES: Record<ValidationKey, Labels> = {
  required: L('必填', 'Required', 'Obligatorio', '必須です'),
  type_text: L('必须是文本', 'Must be text', 'Debe ser texto', 'テキストで入力してください'),
  type_integer: L('必须是整数', 'Must be a whole number', 'Debe ser un número entero', '整数で入力してください'),
  type_number: L('必须是数字', 'Must be a number', 'Debe ser un número', '数値で入力してください'),
  type_boolean: L('必须是是或否', 'Must be yes or no', 'Debe ser sí o no', 'はい/いいえで指定してください'),
  type_date: L(
    '日期无效：请按年-月-日填写，如 2024-03-05',
    'Invalid date: write it year-month-day (2024-03-05) or as 5 Mar 2024',
    'Fecha no válida: escríbala año-mes-día (2024-03-05) o como 5 mar 2024',
    '日付が正しくありません：年-月-日の順で 2024-03-05 のように入力してください',
  ),
  type_partial_date: L(
    '日期无效：请按年-月-日填写日期（1923-11-05）、年月（1923-11、1923年11月、Nov 1923）、年份（1879）或大约的年份（约1879年、about 1879）',
    'Invalid date: write year-month-day: a day (1923-11-05), a month (1923-11, Nov 1923), a year (1879) or about a year (about 1879, c. 1879)',
    'Fecha no válida: escriba año-mes-día: un día (1923-11-05), un mes (1923-11, nov 1923), un año (1879) o un año aproximado (about 1879, c. 1879)',
    '日付が正しくありません：年-月-日の順で、日（1923-11-05）、年月（1923-11、1923年11月）、年（1879）、またはおよその年（1879年頃、about 1879）を入力してください',
  ),
  date_form: L(
    '“%{value}”不是按%{order}顺序可读的日期。可用写法：%{forms}',
    '“%{value}” is not a date read as %{order}. Accepted: %{forms}',
    '«%{value}» no es una fecha leída como %{order}. Se aceptan: %{forms}',
    '「%{value}」は %{order} の順で読める日付ではありません。使える書き方：%{forms}',
  ),
  date_two_digit_year: L(
    '“%{value}”的年份只有两位：请写出四位年份（按%{order}顺序）。可用写法：%{forms}',
    '“%{value}” has a two-digit year: write all four digits (read as %{order}). Accepted: %{forms}',
    '«%{value}» tiene el año con dos cifras: escriba las cuatro (leída como %{order}). Se aceptan: %{forms}',
    '「%{value}」は年が2桁です。4桁で入力してください（%{order} の順）。使える書き方：%{forms}',
  ),
  type_datetime: L('时间无效', 'Invalid date and time', 'Fecha y hora no válidas', '日時が正しくありません'),
  min_length: L('至少 %{min} 个字符', 'At least %{min} characters', 'Al menos %{min} caracteres', '%{min} 文字以上にしてください'),
  max_length: L('最多 %{max} 个字符', 'At most %{max} characters', 'Como máximo %{max} caracteres', '%{max} 文字以内にしてください'),
  pattern: L('格式不正确', 'Wrong format', 'Formato incorrecto', '形式が正しくありません'),
  min_value: L('不能小于 %{min}', 'Must be at least %{min}', 'Debe ser al menos %{min}', '%{min} 以上にしてください'),
  max_value: L('不能大于 %{max}', 'Must be at most %{max}', 'Debe ser como máximo %{max}', '%{max} 以下にしてください'),
  decimals: L('最多 %{scale} 位小数', 'At most %{scale} decimals', 'Como máximo %{scale} decimales', '小数点以下 %{scale} 桁まで'),
  enum: L('不是可选的值', 'Not one of the allowed values', 'No es un valor permitido', '選択できない値です'),
  reference: L('关联记录无效', 'Invalid linked record', 'Registro vinculado no válido', '関連レコードが無効です'),
  url: L('链接无效', 'Invalid link', 'Enlace no válido', 'リンクが正しくありません'),
  phone: L(
    '请输入 11 位手机号、带区号的固定电话（如 010-12345678）或 +国家代码 的号码',
    'Enter an 11-digit mobile, a landline with its area code (010-12345678) or +country code and number',
    'Introduzca un móvil de 11 cifras, un fijo con prefijo (010-12345678) o + prefijo del país y número',
    '11桁の携帯番号、市外局番付きの固定電話（010-12345678）、または +国番号 付きの番号を入力してください',
  ),
  mobile: L(
    '请输入 11 位手机号（1 开头）或 +国家代码 的手机号',
    'Enter an 11-digit mobile number starting with 1, or +country code and number',
    'Introduzca un móvil de 11 cifras que empiece por 1, o + prefijo del país y número',
    '1で始まる11桁の携帯番号、または +国番号 付きの番号を入力してください',
  ),
  id_number: L('身份证号无效', 'Invalid ID number', 'Número de identidad no válido', '身分証番号が正しくありません'),
  min_date: L('不能早于 %{min}', 'Not before %{min}', 'No antes de %{min}', '%{min} 以降にしてください'),
  max_date: L('不能晚于 %{max}', 'Not after %{max}', 'No después de %{max}', '%{max} 以前にしてください'),
  discount_limit: L(
    '业务员最多优惠 %{max}（价格的 %{percent}%），更多需经理',
    'At most %{max} (%{percent}% of the price) without a manager',
    'Como máximo %{max} (%{percent}% del precio) sin un gerente',
    'マネージャーなしでは %{max}（価格の %{percent}%）まで',
  ),
  not_future: L('不能晚于今天', 'Cannot be later than today', 'No puede ser posterior a hoy', '今日より後の日付にはできません'),
  after_field: L(
    '不能早于%{field}（%{date}）',
    'Cannot be earlier than %{field} (%{date})',
    'No puede ser anterior a %{field} (%{date})',
    '%{field}（%{date}）より前にはできません',
  ),
};

/**
 * A validation error in one language: the one text both sides show (the browser under the
 * input, the server in `data.fields`).
 */
export const validationMessage = (error: FieldError, lang: Lang): string => interpolate(VALIDATION_MESSAGES[error.key][lang], validationParams(error, lang));

/**
 * The refusals of the core (the generic data service, the query, the sign-in, orders and plots,
 * transport failures); each module's own are spread beside them into ERROR_MESSAGES
 * (src/rules/messages.ts).
 */
export const CORE_ERROR_MESSAGES = {
  bad_request: L('请求格式不正确', 'The request is malformed', 'La solicitud no es válida', 'リクエストの形式が正しくありません'),
  unknown_call: L('没有这个接口：%{path}', 'No such call: %{path}', 'No existe esta llamada: %{path}', 'この API はありません：%{path}'),
  unknown_key: L('请求含有不允许的字段：%{key}', 'The request has a key that is not allowed: %{key}', 'La solicitud tiene una clave no permitida: %{key}', '許可されていないキーがあります：%{key}'),
  unknown_table: L('没有这个数据表：%{table}', 'No such table: %{table}', 'No existe la tabla: %{table}', 'テーブルがありません：%{table}'),
  unknown_column: L('不能使用这个字段：%{column}', 'This column cannot be used: %{column}', 'No se puede usar esta columna: %{column}', 'この項目は使用できません：%{column}'),
  unknown_join: L('不能关联：%{join}', 'This join is not allowed: %{join}', 'Esta unión no está permitida: %{join}', 'この結合はできません：%{join}'),
  bad_operator: L('不支持的条件：%{op}', 'Unsupported operator: %{op}', 'Operador no admitido: %{op}', '未対応の条件です：%{op}'),
  bad_value: L('条件的值不正确：%{column}', 'Wrong value in the condition on %{column}', 'Valor incorrecto en la condición de %{column}', '%{column} の条件の値が正しくありません'),
  too_many_values: L('条件中的值太多（最多 %{max} 个）', 'Too many values in the conditions (at most %{max})', 'Demasiados valores en las condiciones (como máximo %{max})', '条件の値が多すぎます（最大 %{max} 個）'),
  bad_order_by: L('排序格式不正确', 'The sort order is malformed', 'El orden no es válido', '並び順の形式が正しくありません'),
  query_too_costly: L(
    '查询太复杂（%{cost} 单位，最多 %{max}）：请减少关联、条件或模糊匹配',
    'This query is too heavy (%{cost} units, at most %{max}): use fewer joins, conditions or wildcard patterns',
    'Esta consulta es demasiado pesada (%{cost} unidades, como máximo %{max}): use menos uniones, condiciones o comodines',
    'クエリが重すぎます（%{cost} 単位、最大 %{max}）：結合・条件・ワイルドカードを減らしてください',
  ),
  query_timeout: L(
    '查询用时太长，已停止：请缩小条件后重试',
    'The query took too long and was stopped: narrow it down and try again',
    'La consulta tardó demasiado y se detuvo: acótela e inténtelo de nuevo',
    'クエリに時間がかかりすぎたため中止しました。条件を絞ってやり直してください',
  ),
  too_many_queries: L(
    '同时进行的查询太多，请稍后再试',
    'Too many of your queries are running at once, try again in a moment',
    'Demasiadas consultas suyas a la vez, inténtelo en un momento',
    '同時に実行中のクエリが多すぎます。少し待ってからお試しください',
  ),
  database_busy: L('服务器繁忙，请稍后再试', 'The server is busy, try again in a moment', 'El servidor está ocupado, inténtelo en un momento', 'サーバーが混み合っています。少し待ってからお試しください'),
  page_size_too_large: L('每页最多 %{max} 条', 'At most %{max} rows per page', 'Como máximo %{max} filas por página', '1ページ最大 %{max} 件です'),
  page_too_deep: L(
    '列表只能翻到前 %{max} 条：请用筛选条件缩小范围，或把排序反过来',
    'Only the first %{max} rows of a list can be paged through: narrow it with a filter or reverse the sort',
    'Solo se pueden recorrer las primeras %{max} filas de una lista: acótela con un filtro o invierta el orden',
    '一覧は先頭から %{max} 件までしかページ送りできません。絞り込むか並び順を逆にしてください',
  ),
  payload_too_large: L('请求太大', 'The request is too large', 'La solicitud es demasiado grande', 'リクエストが大きすぎます'),
  not_signed_in: L('请先登录', 'Please sign in', 'Inicie sesión', 'ログインしてください'),
  session_expired: L('登录已过期，请重新登录', 'Your session has expired, please sign in again', 'La sesión ha caducado, inicie sesión de nuevo', 'セッションの有効期限が切れました。再度ログインしてください'),
  screen_token_refused: L('大屏显示地址无效或已撤销', 'This screen address is not valid or was revoked', 'Esta dirección de pantalla no es válida o se revocó', 'この表示用アドレスは無効か、取り消されています'),
  forbidden: L('没有权限', 'You do not have permission to do this', 'No tiene permiso para hacer esto', '権限がありません'),
  not_found: L('记录不存在', 'The record does not exist', 'El registro no existe', 'レコードが存在しません'),
  conflict: L('该记录已被他人修改，请刷新后重试', 'Someone else changed this record; reload it and try again', 'Otra persona cambió este registro; recárguelo e inténtelo de nuevo', '他の人がこのレコードを変更しました。再読み込みしてやり直してください'),
  duplicate: L('%{column} 已存在', '%{column} already exists', '%{column} ya existe', '%{column} は既に存在します'),
  value_unavailable: L('这个%{column}不能使用，请换一个', 'This %{column} cannot be used; enter another', 'Este %{column} no se puede usar; indique otro', 'この%{column}は使用できません。別のものを入力してください'),
  referenced: L('还有其他记录引用它，不能删除', 'Other records still refer to it, so it cannot be deleted', 'Otros registros aún lo referencian; no se puede eliminar', '他のレコードから参照されているため削除できません'),
  validation: L('输入有误，请检查', 'Some values are not valid', 'Algunos valores no son válidos', '入力内容に誤りがあります'),
  read_only_field: L('不能修改字段：%{column}', 'This field cannot be written: %{column}', 'Este campo no se puede escribir: %{column}', 'この項目は変更できません：%{column}'),
  login_failed: L('手机号或密码错误', 'Wrong mobile number or password', 'Móvil o contraseña incorrectos', '携帯番号またはパスワードが違います'),
  account_disabled: L('账号已停用，请联系管理员', 'Your account is disabled; ask an administrator to enable it', 'Su cuenta está desactivada; pida a un administrador que la active', 'アカウントは無効です。管理者に有効化を依頼してください'),
  too_many_attempts: L('尝试次数过多，请稍后再试', 'Too many attempts, try again later', 'Demasiados intentos, inténtelo más tarde', '試行回数が多すぎます。しばらくしてからお試しください'),
  server_busy: L('服务器繁忙，请稍后再试', 'The server is busy, try again in a moment', 'El servidor está ocupado, inténtelo en un momento', 'サーバーが混み合っています。しばらくしてからお試しください'),
  challenge_required: L(
    '当前登录请求较多：本设备需先完成一次安全校验再登录',
    'Many sign-ins right now: this device must first complete a security check',
    'Muchos inicios de sesión ahora: este dispositivo debe completar primero una comprobación de seguridad',
    '現在ログインが集中しています。この端末はまずセキュリティ確認を完了する必要があります',
  ),
  public_busy: L(
    '预约的人很多，请稍后再试',
    'Many people are booking right now, try again in a moment',
    'Mucha gente está reservando ahora, inténtelo en un momento',
    '予約が集中しています。少し待ってからお試しください',
  ),
  heavy_busy: L(
    '另一份大型报表或导出正在生成，请过几秒再试',
    'Another large report or export is being prepared; try again in a few seconds',
    'Se está preparando otro informe o exportación grande; inténtelo de nuevo en unos segundos',
    '別の大きなレポートまたはエクスポートを作成中です。数秒後にもう一度お試しください',
  ),
  demo_account_locked: L(
    '演示账户的密码是公开的，不能在可从网络访问的服务器上登录：请由有自己密码的管理员在“用户”中为它重设密码',
    "A demo account's password is public, so it cannot sign in on a server other computers reach: an administrator with their own password must first set a new password for it (Users, Reset password)",
    'La contraseña de una cuenta de demostración es pública, así que no puede iniciar sesión en un servidor accesible desde otros equipos: un administrador con su propia contraseña debe asignarle antes una nueva (Usuarios, Restablecer contraseña)',
    'デモアカウントのパスワードは公開されているため、他のコンピューターから接続できるサーバーではサインインできません。自分のパスワードを持つ管理者が先に新しいパスワードを設定してください（ユーザー → パスワードの再設定）',
  ),
  text_nul: L(
    '文本中含有无效字符（NUL），请删除后重试',
    'The text holds an invalid character (NUL): remove it and try again',
    'El texto contiene un carácter no válido (NUL): elimínelo e inténtelo de nuevo',
    'テキストに無効な文字（NUL）が含まれています。削除してからもう一度お試しください',
  ),
  wrong_password: L('原密码不正确', 'The current password is wrong', 'La contraseña actual no es correcta', '現在のパスワードが違います'),
  weak_password: L('密码至少 8 位', 'The password needs at least 8 characters', 'La contraseña necesita al menos 8 caracteres', 'パスワードは8文字以上にしてください'),
  bad_code: L('验证码无效或已过期', 'The code is wrong or has expired', 'El código es incorrecto o ha caducado', 'コードが違うか期限切れです'),
  code_sent: L('如果该手机号已注册，验证码已发出，10 分钟内有效', 'If this mobile number has an account, a code has been sent; it is valid for 10 minutes', 'Si este móvil tiene una cuenta, se ha enviado un código válido durante 10 minutos', 'この携帯番号のアカウントがあれば、コードを送信しました（10分間有効）'),
  level_not_allowed: L('不能设置这个级别', 'You cannot give this level', 'No puede asignar este nivel', 'このレベルは設定できません'),
  plot_unavailable: L('该墓位已被预订或售出', 'This plot is already reserved or sold', 'Esta parcela ya está reservada o vendida', 'この墓所は予約済みまたは販売済みです'),
  bad_transition: L('订单状态不允许此操作', 'The order status does not allow this', 'El estado del pedido no lo permite', '注文の状態によりこの操作はできません'),
  refund_exceeds_paid: L(
    '退款不能超过已付金额 %{paid}',
    'A refund cannot exceed what was paid (%{paid})',
    'Un reembolso no puede superar lo pagado (%{paid})',
    '返金額は支払額 %{paid} を超えられません',
  ),
  capacity_full: L(
    '墓位 %{code} 已满：最多安葬 %{capacity} 人',
    'Plot %{code} is full: it holds at most %{capacity} deceased',
    'La parcela %{code} está completa: admite como máximo %{capacity} difuntos',
    '墓所 %{code} は満員です（収容数 %{capacity} 人）',
  ),
  channel_mismatch: L('渠道不一致', 'The records belong to different channels', 'Los registros pertenecen a canales distintos', 'チャネルが一致しません'),
  burial_needs_payment: L('订单付清后才能登记安葬', 'The order must be fully paid before a burial is registered', 'El pedido debe estar pagado antes de registrar la inhumación', '埋葬の登録は注文の支払完了後にできます'),
  order_mismatch: L('该订单不是这个墓位的有效订单', 'The order is not the active order of this plot', 'El pedido no es el pedido activo de esta parcela', 'この注文はこの墓所の有効な注文ではありません'),
  plot_has_no_order: L('该墓位没有有效订单', 'This plot has no active order', 'Esta parcela no tiene un pedido activo', 'この墓所には有効な注文がありません'),
  plot_locked: L('订单的墓位不能更换，请取消后重新下单', 'The plot of an order cannot be changed; cancel it and order again', 'La parcela de un pedido no se puede cambiar; cancélelo y haga otro', '注文の墓所は変更できません。取り消して再度注文してください'),
  parent_mismatch: L('不在所选的%{parent}中', 'Not in the chosen %{parent}', 'No está en la %{parent} elegida', '選択した%{parent}にありません'),
  children_mismatch: L('它下面的%{children}仍在原处，请先移动它们', 'Its %{children} would no longer match: move them first', 'Sus %{children} ya no coincidirían: muévalas primero', '配下の%{children}と合わなくなります。先に移動してください'),
  plot_held: L('该墓位有有效订单，状态由订单决定', 'An order holds this plot: its status follows the order', 'Un pedido tiene esta parcela: su estado sigue al pedido', 'この墓所には有効な注文があり、状態は注文に従います'),
  refund_managers_only: L('退款需由经理办理', 'Refunds are recorded by a manager', 'Los reembolsos los registra un gerente', '返金はマネージャーが登録します'),
  overpayment: L('收费不能超过余额 %{balance}', 'A charge cannot exceed the balance of %{balance}', 'Un cobro no puede superar el saldo de %{balance}', '入金額は残高 %{balance} を超えられません'),
  nothing_to_refund: L('没有可退的款项，请直接取消', 'Nothing was paid; cancel the order instead', 'No hay nada pagado; cancele el pedido', '返金できる支払がありません。取り消してください'),
  order_closed: L('订单已结束，不能修改金额', 'The order is closed; its amounts cannot change', 'El pedido está cerrado; sus importes no pueden cambiar', '注文は終了しているため金額を変更できません'),
  order_closed_note_only: L(
    '订单已结束（取消、退款或过期），只能修改备注',
    'The order is closed (cancelled, refunded or expired): only its remark can change',
    'El pedido está cerrado (cancelado, reembolsado o caducado): solo se puede cambiar su observación',
    '注文は終了しています（取消・返金・期限切れ）。備考のみ変更できます',
  ),
  discount_too_large: L('优惠不能超过价格加费用', 'The discount cannot exceed the price plus fees', 'El descuento no puede superar el precio más los cargos', '割引は価格と費用の合計を超えられません'),
  import_invalid: L('有 %{count} 行有错误，没有导入任何数据', 'Nothing was imported: %{count} rows have errors', 'No se importó nada: %{count} filas tienen errores', '%{count} 行にエラーがあるため、何も取り込んでいません'),
  import_too_many_rows: L('一次最多导入 %{max} 行', 'At most %{max} rows per import', 'Como máximo %{max} filas por importación', '一度に取り込めるのは %{max} 行までです'),
  import_no_rows: L('没有要导入的行', 'There are no rows to import', 'No hay filas que importar', '取り込む行がありません'),
  import_not_found: L('找不到“%{value}”', 'Nothing found for “%{value}”', 'No se encontró «%{value}»', '「%{value}」が見つかりません'),
  import_ambiguous: L('“%{value}”对应多条记录，请填写编号', '“%{value}” matches several records: use its code', '«%{value}» corresponde a varios registros: use su código', '「%{value}」は複数のレコードに該当します。コードを入力してください'),
  import_repeated: L('与第 %{row} 行重复', 'Same as line %{row}', 'Igual que la línea %{row}', '%{row} 行目と重複しています'),
  database_unavailable: L('数据库暂时不可用，请稍后再试', 'The database is unavailable, try again shortly', 'La base de datos no está disponible, inténtelo en breve', 'データベースが利用できません。しばらくしてからお試しください'),
  // Transport failures, said by the browser (src/app/providers/http.ts): what happened and what to do.
  request_timeout: L(
    '服务器 %{seconds} 秒内没有响应，可能正忙。请稍等片刻再试',
    'The server did not answer within %{seconds} s; it may be busy. Wait a moment and try again',
    'El servidor no respondió en %{seconds} s; puede estar ocupado. Espere un momento y vuelva a intentarlo',
    'サーバーが %{seconds} 秒以内に応答しませんでした。混雑している可能性があります。少し待ってから再試行してください',
  ),
  network_unreachable: L(
    '无法连接服务器。请检查网络连接，然后重试',
    'Cannot reach the server. Check the network connection, then try again',
    'No se puede conectar con el servidor. Compruebe la conexión de red y vuelva a intentarlo',
    'サーバーに接続できません。ネットワーク接続を確認してから再試行してください',
  ),
  bad_response: L(
    '服务器暂时无法处理请求（HTTP %{status}）。请稍等片刻再试；如果一直出现，请联系管理员',
    'The server could not handle the request (HTTP %{status}). Wait a moment and try again; if it keeps happening, tell the administrator',
    'El servidor no pudo atender la solicitud (HTTP %{status}). Espere un momento y vuelva a intentarlo; si se repite, avise al administrador',
    'サーバーが要求を処理できませんでした（HTTP %{status}）。少し待ってから再試行し、続く場合は管理者に連絡してください',
  ),
  internal: L('服务器出错了，请稍后再试', 'Something went wrong on the server, try again shortly', 'Error en el servidor, inténtelo en breve', 'サーバーでエラーが発生しました'),
} satisfies Record<string, Labels>;

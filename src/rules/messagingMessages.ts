/**
 * The refusals of text messages and one-time codes (src/rules/messaging.ts,
 * src/server/messaging/), in the four languages. Spread into ERROR_MESSAGES.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const MESSAGING_ERROR_MESSAGES = {
  sms_mobile_limit: L(
    '这个手机号今天收到的短信太多了，请 %{minutes} 分钟后再试',
    'This mobile has been sent too many messages: try again in %{minutes} minutes',
    'Este móvil ha recibido demasiados mensajes: inténtelo dentro de %{minutes} minutos',
    'この携帯番号への送信が多すぎます。%{minutes} 分後にもう一度お試しください',
  ),
  sms_address_limit: L(
    '从这个网络发送的短信太多了，请 %{minutes} 分钟后再试',
    'Too many messages were asked for from this network: try again in %{minutes} minutes',
    'Se pidieron demasiados mensajes desde esta red: inténtelo dentro de %{minutes} minutos',
    'このネットワークからの送信依頼が多すぎます。%{minutes} 分後にもう一度お試しください',
  ),
  sms_busy: L('短信发送繁忙，请稍后再试', 'Many messages are being sent right now: try again in a moment', 'Se están enviando muchos mensajes: inténtelo en un momento', '送信が混み合っています。しばらくしてからお試しください'),
  sms_mobile_rejected: L(
    '短信无法发送到这个手机号，请检查号码',
    'A text message cannot be sent to this mobile: check the number',
    'No se puede enviar un mensaje a este móvil: compruebe el número',
    'この携帯番号には送信できません。番号を確認してください',
  ),
  sms_provider_limit: L(
    '短信服务商限制了对这个号码的发送，请稍后再试',
    'The SMS provider is holding back messages to this mobile: try again later',
    'El proveedor de SMS está reteniendo mensajes a este móvil: inténtelo más tarde',
    'SMS 事業者がこの番号への送信を制限しています。後でもう一度お試しください',
  ),
  sms_failed: L(
    '短信发送失败，请稍后再试；如果一直失败，请联系陵园',
    'The text message could not be sent: try again later; if it keeps failing, call the cemetery',
    'No se pudo enviar el mensaje: inténtelo más tarde; si sigue fallando, llame al cementerio',
    'メッセージを送信できませんでした。後でもう一度お試しください。続く場合は霊園にご連絡ください',
  ),
  otp_resend_wait: L('请 %{seconds} 秒后再获取验证码', 'You can ask for a new code in %{seconds} s', 'Puede pedir un nuevo código dentro de %{seconds} s', '%{seconds} 秒後に再送できます'),
  otp_wrong: L('验证码不正确（还可以试 %{left} 次）', 'The code is not right (%{left} tries left)', 'El código no es correcto (quedan %{left} intentos)', '認証コードが正しくありません（あと %{left} 回）'),
  otp_expired: L('验证码已失效，请重新获取', 'The code has expired: ask for a new one', 'El código ha caducado: pida uno nuevo', '認証コードの有効期限が切れました。再送してください'),
  otp_attempts: L('验证码错误次数太多，请重新获取', 'Too many wrong tries: ask for a new code', 'Demasiados intentos fallidos: pida un nuevo código', '誤りが多すぎます。新しいコードを取得してください'),
  otp_required: L('请先用短信验证码验证手机号', 'Verify your mobile with a text message code first', 'Verifique primero su móvil con un código por SMS', '先に SMS の認証コードで携帯番号を確認してください'),
  otp_proof_expired: L(
    '手机号验证已过期，请重新获取验证码',
    'The mobile’s verification has expired: ask for a new code',
    'La verificación del móvil ha caducado: pida un nuevo código',
    '携帯番号の確認が期限切れです。新しいコードを取得してください',
  ),
  otp_mobile_mismatch: L('手机号与验证的号码不一致', 'This is not the mobile that was verified', 'Este no es el móvil verificado', '確認した携帯番号と異なります'),
} satisfies Record<string, Labels>;

/**
 * The refusals of visit reservations (src/rules/visits.ts, src/server/visits/), in the four
 * languages. Spread into ERROR_MESSAGES, so the server answers them like any error.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const VISIT_ERROR_MESSAGES = {
  visit_full: L('该时段名额已满', 'This slot is full', 'Este turno está completo', 'この時間帯は満員です'),
  visit_slot_closed: L('该时段不开放预约', 'This slot is not open for booking', 'Este turno no admite reservas', 'この時間帯は予約できません'),
  visit_mobile_cap: L(
    '同一手机号每天最多预约 %{max} 次',
    'One mobile may hold at most %{max} bookings per day',
    'Un móvil puede tener como máximo %{max} reservas por día',
    '同じ携帯番号で1日 %{max} 件まで予約できます',
  ),
  visit_not_found: L('预约码或手机号不正确', 'The booking code or mobile is not right', 'El código o el móvil no son correctos', '予約コードまたは携帯番号が正しくありません'),
  visit_too_many_requests: L('操作太频繁，请稍后再试', 'Too many attempts: try again in a moment', 'Demasiados intentos: inténtelo en un momento', '操作が多すぎます。しばらくしてから再度お試しください'),
  visit_already_in: L('已有人入园，不能再修改或取消', 'Part of the party has entered: the booking can no longer change', 'Parte del grupo ya entró: la reserva ya no puede cambiar', '一部が入園済みのため、変更や取消はできません'),
  visit_past: L('该时段已过，不能预约或修改', 'This slot is over: it cannot be booked or changed', 'Este turno ya pasó: no se puede reservar ni cambiar', 'この時間帯は終了しました'),
  visit_cancelled: L('该预约已取消', 'This booking is cancelled', 'Esta reserva está cancelada', 'この予約は取り消されています'),
  visit_wrong_day: L('预约日期是 %{day}，不是今天', 'The booking is for %{day}, not today', 'La reserva es para el %{day}, no para hoy', '予約日は %{day} で、今日ではありません'),
  visit_too_early: L('预约时段 %{slot}，还未到入园时间', 'The booking is for %{slot}: too early to enter', 'La reserva es para %{slot}: aún es pronto', '予約時間帯は %{slot} です。まだ入園できません'),
  visit_too_late: L('预约时段 %{slot} 已过', 'The booking was for %{slot}: that slot is over', 'La reserva era para %{slot}: ese turno ya pasó', '予約時間帯 %{slot} は終了しました'),
  visit_wrong_gate: L('该预约应从 %{gate} 入园', 'This booking enters by %{gate}', 'Esta reserva entra por %{gate}', 'この予約は %{gate} から入園します'),
  visit_all_in: L('全部 %{people} 人已入园', 'All %{people} people have already entered', 'Las %{people} personas ya entraron', '%{people} 人全員が入園済みです'),
  visit_party_exceeded: L('最多还能入园 %{left} 人', 'At most %{left} more people may enter', 'Como máximo pueden entrar %{left} personas más', 'あと %{left} 人まで入園できます'),
  visit_template_hours: L('开放时间不足一个时段', 'The opening hours are shorter than one slot', 'El horario es más corto que un turno', '開園時間が1枠より短いです'),
  visit_template_range: L('日期范围无效（最多 %{max} 天）', 'Invalid date range (at most %{max} days)', 'Intervalo de fechas no válido (máximo %{max} días)', '日付範囲が正しくありません（最大 %{max} 日）'),
  visit_template_minutes: L('时段长度须在 15 到 240 分钟之间', 'A slot lasts 15 to 240 minutes', 'Un turno dura de 15 a 240 minutos', '1枠は15〜240分です'),
  visit_quota_below_booked: L('名额不能少于已预约的 %{booked} 人', 'The quota cannot be below the %{booked} people already booked', 'El cupo no puede ser menor que las %{booked} personas reservadas', '定員は予約済みの %{booked} 人を下回れません'),
  visit_slot_has_bookings: L('该时段已有预约，不能删除（可关闭）', 'This slot has bookings: close it instead of deleting it', 'Este turno tiene reservas: ciérrelo en lugar de eliminarlo', 'この時間帯には予約があります。削除せず締め切ってください'),
  visit_slot_times: L('结束时间须晚于开始时间（格式 09:00）', 'The end must be after the start (times as 09:00)', 'El fin debe ser posterior al inicio (horas como 09:00)', '終了は開始より後にしてください（09:00 形式）'),
  visit_seats_full: L('该班次摆渡车座位不足', 'Not enough shuttle seats left on this departure', 'No quedan plazas suficientes en esta lanzadera', 'この便の座席が足りません'),
  visit_seats_over_party: L('摆渡车座位不能多于预约人数（%{people} 人）', 'Shuttle seats cannot be more than the party (%{people})', 'Las plazas de lanzadera no pueden superar el grupo (%{people})', 'シャトル席数は人数（%{people} 人）以下にしてください'),
  visit_seats_required: L('请选择班次和座位数', 'Choose a departure and a number of seats', 'Elija una salida y un número de plazas', '便と席数を選んでください'),
  visit_departure_day: L('摆渡车须是预约当天的班次', 'The shuttle must be a departure of the visit’s day', 'La lanzadera debe salir el día de la visita', 'シャトルは参拝日の便を選んでください'),
  visit_departure_no_slots: L('这一天没有祭扫时段，请先开放当天的时段', 'There are no visit slots on this day: open the day’s slots first', 'No hay turnos de visita ese día: abra primero los turnos del día', 'この日には参拝の時間帯がありません。先にその日の時間帯を開いてください'),
  visit_departure_closed: L('该班次不接受订座', 'This departure is not open for seats', 'Esta salida no admite reservas', 'この便は予約できません'),
  visit_departure_has_seats: L('该班次已有订座，不能删除或改日期（可停止订座）', 'This departure has seats booked: close it instead', 'Esta salida tiene plazas reservadas: ciérrela en su lugar', 'この便には予約があります。受付停止にしてください'),
  visit_seats_below_booked: L('座位不能少于已订的 %{booked} 个', 'Seats cannot be fewer than the %{booked} already booked', 'Las plazas no pueden ser menos que las %{booked} reservadas', '座席は予約済みの %{booked} 席を下回れません'),
  visit_not_on_departure: L('该预约不在此班次', 'This booking is not on this departure', 'Esta reserva no va en esta salida', 'この予約はこの便ではありません'),
} satisfies Record<string, Labels>;

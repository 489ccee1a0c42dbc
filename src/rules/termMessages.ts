/**
 * The refusals of the term rules (src/rules/terms.ts, src/server/terms/), in the four
 * languages. Spread into ERROR_MESSAGES, so the server answers them like any error and the
 * browser shows the same text in the renewal dialog.
 */
import { L } from '../config/define';
import type { Labels } from '../config/types';

export const TERM_ERROR_MESSAGES = {
  term_closed: L('该管理期限已结束（订单已退订），不能续费', 'This term is closed (its order ended) and cannot be renewed', 'Este plazo está cerrado (su pedido terminó) y no se puede renovar', 'この管理期間は終了しているため更新できません'),
  term_periods: L('续费年限须为 1 到 50', 'Renew for 1 to 50 periods', 'Renueve de 1 a 50 periodos', '更新年数は 1～50 です'),
  term_too_few: L('逾期续费须至少补足到今天：至少 %{min} 年', 'A late renewal must reach today at least: renew for at least %{min} years', 'Una renovación tardía debe llegar al menos a hoy: al menos %{min} años', '遅れた更新は今日まで届く必要があります：%{min} 年以上'),
  term_lapsed_managers: L('已失效的期限只有经理（2、4、5、6 级）可以续费', 'Only managers (levels 2, 4, 5, 6) renew a lapsed term', 'Solo los gerentes (niveles 2, 4, 5, 6) renuevan un plazo caducado', '失効した期間の更新はマネージャー（レベル 2、4、5、6）のみです'),
  term_free: L('续费金额为 0：没有收款不能延长期限', 'The renewal comes to 0: no term is extended without a payment', 'La renovación suma 0: no se extiende un plazo sin pago', '更新額が 0 です：入金なしに期間は延長できません'),
  term_refund_periods: L('只能退还续费收款的全部年限', 'Only a whole renewal can be refunded', 'Solo se reembolsa una renovación completa', '更新の入金は全額のみ返金できます'),
  term_not_renewal: L('这笔收款不是续费，不能在这里退款', 'This payment is not a renewal', 'Este pago no es una renovación', 'この入金は更新ではありません'),
  term_refunded: L('这笔续费已退款', 'This renewal was already refunded', 'Esta renovación ya se reembolsó', 'この更新は返金済みです'),
  term_fee_managers: L('只有经理可以修改每年管理费', 'Only managers change the yearly fee', 'Solo los gerentes cambian la cuota anual', '年間管理費の変更はマネージャーのみです'),
  term_storage: L('骨灰寄存期限请在寄存记录上续费（续存）', 'A niche storage term is renewed on its deposit (Renew storage)', 'Un plazo de depósito en nicho se renueva desde su depósito (Renovar depósito)', '納骨壇の保管期間は預かり記録から更新します'),
  term_storage_fee: L('寄存期限的费用随寄存记录，不能在这里修改', 'A storage term\'s fee is its deposit\'s and cannot be changed here', 'La cuota de un plazo de depósito es la del depósito y no se cambia aquí', '保管期間の料金は預かり記録のもので、ここでは変更できません'),
  term_renewal_payment: L('续费请在管理期限上办理（续费按钮）', 'Renewals are paid from the term (the Renew button)', 'Las renovaciones se pagan desde el plazo (botón Renovar)', '更新は管理期間の「更新」ボタンから行います'),
} satisfies Record<string, Labels>;

/** The reminder message the outbox sends (SMS/WeChat), per kind of term, in the holder's language (src/server/terms/reminders.ts). */
export const REMINDER_MESSAGES = {
  plot: L(
    '【%{cemetery}】%{holder}您好：您在本园 %{place} 墓位的管理费缴至 %{until}，请及时办理续费。如已办理请忽略。',
    '[%{cemetery}] Dear %{holder}, the maintenance fee of plot %{place} is paid until %{until}. Please renew it; if you already have, please ignore this message.',
    '[%{cemetery}] Estimado/a %{holder}: la cuota de mantenimiento de la parcela %{place} está pagada hasta el %{until}. Le rogamos que la renueve; si ya lo hizo, ignore este mensaje.',
    '【%{cemetery}】%{holder} 様：当園 %{place} 墓所の管理費は %{until} までお支払い済みです。更新のお手続きをお願いいたします。お手続き済みの場合は破棄してください。',
  ),
  storage: L(
    '【%{cemetery}】%{holder}您好：您寄存在本园 %{place} 格位的骨灰寄存费缴至 %{until}，请及时办理续存。如已办理请忽略。',
    '[%{cemetery}] Dear %{holder}, the storage fee of niche %{place} is paid until %{until}. Please renew it; if you already have, please ignore this message.',
    '[%{cemetery}] Estimado/a %{holder}: la tarifa de depósito del nicho %{place} está pagada hasta el %{until}. Le rogamos que la renueve; si ya lo hizo, ignore este mensaje.',
    '【%{cemetery}】%{holder} 様：当園 %{place} 納骨壇の保管料は %{until} までお支払い済みです。更新のお手続きをお願いいたします。お手続き済みの場合は破棄してください。',
  ),
} satisfies Record<'plot' | 'storage', Labels>;

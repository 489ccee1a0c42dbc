/** The reminder letter's words in each document language (a holder's own letter language, else the one chosen on the print page: the staff's by default). */
import type { Lang } from '../../../config/types';

interface ReminderTexts {
  title: string;
  dear: (holder: string) => string;
  body: (p: { plot: string; until: string; fee: string }) => string;
  late: (p: { state: string }) => string;
  ask: (p: { years: number; amount: string; words: string }) => string;
  ignore: string;
  contact: (phone: string) => string;
  date: string;
  holder: string;
  plot: string;
  until: string;
  fee: string;
  /** A niche's storage term (docs/columbarium.md): its own title, body and request. */
  storage: {
    title: string;
    body: (p: { niche: string; deceased: string; until: string; fee: string }) => string;
    late: (p: { state: string }) => string;
    ask: (p: { periods: number; monthly: boolean; amount: string; words: string }) => string;
    niche: string;
    fee: string;
  };
}

export const REMINDER_TEXTS: Record<Lang, ReminderTexts> = {
  zh: {
    title: '墓位管理费续费提醒函',
    dear: (h) => `尊敬的 ${h} 先生/女士：`,
    body: ({ plot, until, fee }) => `您在本园 ${plot} 墓位的管理费已缴至 ${until}，每年管理费 ${fee}。`,
    late: ({ state }) => `目前状态：${state}。为保障墓位的日常维护和保洁，请您尽快来园办理续费手续。`,
    ask: ({ years, amount, words }) => `续费 ${years} 年应缴 ${amount}（大写：${words}）。可现金、银行卡、微信、支付宝或银行转账支付。`,
    ignore: '如您已办理续费，请忽略本函。感谢您的理解与支持。',
    contact: (p) => (p ? `咨询电话：${p}` : ''),
    date: '日期',
    holder: '联系人',
    plot: '墓位',
    until: '到期日期',
    fee: '每年管理费',
    storage: {
      title: '骨灰寄存费续存提醒函',
      body: ({ niche, deceased, until, fee }) => `您寄存在本园 ${niche} 格位的骨灰${deceased ? `（${deceased}）` : ''}，寄存费已缴至 ${until}，每期寄存费 ${fee}。`,
      late: ({ state }) => `目前状态：${state}。请您尽快来园办理续存手续。`,
      ask: ({ periods, monthly, amount, words }) => `续存 ${periods} ${monthly ? '个月' : '年'}应缴 ${amount}（大写：${words}）。可现金、银行卡、微信、支付宝或银行转账支付。`,
      niche: '格位',
      fee: '每期寄存费',
    },
  },
  en: {
    title: 'Maintenance Fee Renewal Reminder',
    dear: (h) => `Dear ${h},`,
    body: ({ plot, until, fee }) => `The maintenance fee of plot ${plot} in our cemetery is paid until ${until}; the yearly fee is ${fee}.`,
    late: ({ state }) => `Its state today: ${state}. So that the plot stays tended and clean, please come and renew it.`,
    ask: ({ years, amount, words }) => `Renewing for ${years} ${years === 1 ? 'year' : 'years'} comes to ${amount} (${words}). You may pay in cash, by card, WeChat, Alipay or bank transfer.`,
    ignore: 'If you have already renewed, please disregard this letter. Thank you.',
    contact: (p) => (p ? `Enquiries: ${p}` : ''),
    date: 'Date',
    holder: 'Holder',
    plot: 'Plot',
    until: 'Paid until',
    fee: 'Yearly fee',
    storage: {
      title: 'Niche Storage Renewal Reminder',
      body: ({ niche, deceased, until, fee }) => `The storage of the ashes${deceased ? ` of ${deceased}` : ''} in niche ${niche} of our columbarium is paid until ${until}; the fee per period is ${fee}.`,
      late: ({ state }) => `Its state today: ${state}. Please come and renew the storage.`,
      ask: ({ periods, monthly, amount, words }) => `Renewing for ${periods} ${monthly ? (periods === 1 ? 'month' : 'months') : periods === 1 ? 'year' : 'years'} comes to ${amount} (${words}). You may pay in cash, by card, WeChat, Alipay or bank transfer.`,
      niche: 'Niche',
      fee: 'Fee per period',
    },
  },
  es: {
    title: 'Aviso de renovación de la cuota de mantenimiento',
    dear: (h) => `Estimado/a ${h}:`,
    body: ({ plot, until, fee }) => `La cuota de mantenimiento de la parcela ${plot} está pagada hasta el ${until}; la cuota anual es ${fee}.`,
    late: ({ state }) => `Estado actual: ${state}. Para que la parcela siga cuidada y limpia, le rogamos que venga a renovarla.`,
    ask: ({ years, amount, words }) => `Renovar ${years} ${years === 1 ? 'año' : 'años'} supone ${amount} (${words}). Puede pagar en efectivo, con tarjeta, WeChat, Alipay o transferencia.`,
    ignore: 'Si ya ha renovado, ignore esta carta. Gracias.',
    contact: (p) => (p ? `Consultas: ${p}` : ''),
    date: 'Fecha',
    holder: 'Titular',
    plot: 'Parcela',
    until: 'Pagado hasta',
    fee: 'Cuota anual',
    storage: {
      title: 'Aviso de renovación del depósito en nicho',
      body: ({ niche, deceased, until, fee }) => `El depósito de las cenizas${deceased ? ` de ${deceased}` : ''} en el nicho ${niche} está pagado hasta el ${until}; la tarifa por periodo es ${fee}.`,
      late: ({ state }) => `Estado actual: ${state}. Le rogamos que venga a renovar el depósito.`,
      ask: ({ periods, monthly, amount, words }) => `Renovar ${periods} ${monthly ? (periods === 1 ? 'mes' : 'meses') : periods === 1 ? 'año' : 'años'} supone ${amount} (${words}). Puede pagar en efectivo, con tarjeta, WeChat, Alipay o transferencia.`,
      niche: 'Nicho',
      fee: 'Tarifa por periodo',
    },
  },
  ja: {
    title: '管理費更新のお知らせ',
    dear: (h) => `${h} 様`,
    body: ({ plot, until, fee }) => `当園 ${plot} 墓所の管理費は ${until} までお支払いいただいております（年間管理費 ${fee}）。`,
    late: ({ state }) => `現在の状態：${state}。墓所の維持・清掃のため、更新のお手続きをお願いいたします。`,
    ask: ({ years, amount, words }) => `${years} 年の更新は ${amount}（${words}）です。現金・カード・WeChat・Alipay・銀行振込でお支払いいただけます。`,
    ignore: '既にお手続き済みの場合は、本状を破棄してください。',
    contact: (p) => (p ? `お問い合わせ：${p}` : ''),
    date: '日付',
    holder: '名義人',
    plot: '墓所',
    until: '期限',
    fee: '年間管理費',
    storage: {
      title: '納骨壇保管料更新のお知らせ',
      body: ({ niche, deceased, until, fee }) => `当園 ${niche} 納骨壇にお預かりしているご遺骨${deceased ? `（${deceased}）` : ''}の保管料は ${until} までお支払いいただいております（1期の保管料 ${fee}）。`,
      late: ({ state }) => `現在の状態：${state}。保管更新のお手続きをお願いいたします。`,
      ask: ({ periods, monthly, amount, words }) => `${periods} ${monthly ? 'か月' : '年'}の更新は ${amount}（${words}）です。現金・カード・WeChat・Alipay・銀行振込でお支払いいただけます。`,
      niche: '納骨壇',
      fee: '1期の保管料',
    },
  },
};

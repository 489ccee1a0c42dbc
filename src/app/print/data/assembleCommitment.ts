/** commitmentLetter: the buyer's undertaking, its text from settings (or the default one). */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { commitmentParagraphs } from './clauses';
import { buyerParty, cemeteryHeader, deceasedInfo, localDay, plotInfo, text } from './common';
import type { CommitmentModel } from './models';
import { placeholderValues } from './placeholders';
import type { OrderBundle } from './rows';

export const assembleCommitment = ({ order, plot, members, setting }: OrderBundle, lang: Lang, now: Date): CommitmentModel => {
  const t = docTexts(lang);
  return {
    lang,
    header: cemeteryHeader(setting),
    orderNo: text(order.order_no),
    contractNo: text(order.contract_no),
    buyer: buyerParty(order),
    plot: plotInfo(plot, lang),
    deceased: members.map((m) => deceasedInfo(m, lang)),
    paragraphs: commitmentParagraphs(setting.commitment_text, t.defaultCommitment, placeholderValues(order, plot, setting, t)),
    date: formatDate(localDay(now), lang),
  };
};

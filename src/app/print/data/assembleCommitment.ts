/** commitmentLetter: the buyer's undertaking, its text from settings (or the default one). */
import type { Lang } from '../../../config/types';
import { formatDate } from '../format/formatDate';
import { docTexts } from '../i18n';
import { commitmentParagraphs } from './clauses';
import { localDay } from './common';
import type { CommitmentModel } from './models';
import { orderCore } from './orderCore';
import { placeholderValues } from './placeholders';
import type { OrderBundle } from './rows';

export const assembleCommitment = (bundle: OrderBundle, lang: Lang, now: Date): CommitmentModel => {
  const { order, plot, setting } = bundle;
  const t = docTexts(lang);
  return {
    ...orderCore(bundle, lang),
    paragraphs: commitmentParagraphs(setting.commitment_text, t.defaultCommitment, placeholderValues(order, plot, setting, t)),
    date: formatDate(localDay(now), lang),
  };
};

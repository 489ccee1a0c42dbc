/** Document texts by language. Chinese is the default document language whatever the UI says. */
import type { Lang } from '../../../config/types';
import { en } from './en';
import { es } from './es';
import { ja } from './ja';
import type { DocTexts } from './types';
import { zh } from './zh';

const DOC_TEXTS: Record<Lang, DocTexts> = { zh, en, es, ja };
export const DEFAULT_DOC_LANG: Lang = 'zh';

export const docTexts = (lang: Lang): DocTexts => DOC_TEXTS[lang];

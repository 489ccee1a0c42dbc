/** The caller's language: the `language` cookie (the app's switch), else Accept-Language, else English. */
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookieValue';
import { LANGS, type Lang } from '../../config/types';

const asLang = (value: string | undefined): Lang | undefined => {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.find((l) => l === primary);
};

/** Accept-Language entries ordered by their q weight (stable for equal weights). */
const acceptedLanguages = (header: string): string[] =>
  header
    .split(',')
    .map((entry, i) => {
      const [tag, ...rest] = entry.split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((e) => e.tag && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((e) => e.tag);

export const langOf = (request: FastifyRequest): Lang => {
  const fromCookie = asLang(cookieValue(request.headers.cookie, 'language'));
  if (fromCookie) return fromCookie;
  const header = request.headers['accept-language'];
  for (const tag of acceptedLanguages(Array.isArray(header) ? header.join(',') : (header ?? ''))) {
    const lang = asLang(tag);
    if (lang) return lang;
  }
  return 'en';
};

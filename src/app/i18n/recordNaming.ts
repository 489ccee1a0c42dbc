/**
 * One record named as people say it: the resource's singular from the config ("Order",
 * "Area"), lowered inside a sentence where the language has capitals ("Delete area 测试园?"),
 * and the record's representation (its order number, plot code, name). Toasts, confirmations,
 * empty states, tab titles and breadcrumbs all take their words from here (messages/records.ts).
 */
import { useLocaleState } from 'react-admin';
import type { ResourceDef } from '../../config/types';
import { pickLabel } from './useConfigLabel';

/** English and Spanish write a common noun in lower case inside a sentence; Chinese and Japanese have no case. */
const lowerInSentence = (word: string, locale: string): string =>
  locale === 'en' || locale === 'es' ? word.charAt(0).toLocaleLowerCase(locale) + word.slice(1) : word;

/** The record's name from the config's recordRepresentation, or its plain id ("#12" only when the name is missing). */
export const representationOf = (resource: ResourceDef, record: Record<string, unknown> | undefined): string => {
  if (!record) return '';
  const value = record[resource.recordRepresentation];
  if (value !== null && value !== undefined && value !== '') return String(value);
  return record.id === undefined || record.id === null ? '' : `#${String(record.id)}`;
};

export interface RecordWords {
  /** "Order", "墓区": the start of a sentence. */
  Name: string;
  /** "order": inside a sentence. */
  name: string;
  /** "tomb orders": the plural inside a sentence. */
  names: string;
}

export const recordWords = (resource: ResourceDef, locale: string): RecordWords => {
  const Name = pickLabel(resource.singular ?? resource.label, locale);
  return { Name, name: lowerInSentence(Name, locale), names: lowerInSentence(pickLabel(resource.label, locale), locale) };
};

/** The words of a resource in the current language, with the record's representation when one is given. */
export const useRecordWords = (): ((resource: ResourceDef, record?: Record<string, unknown>) => RecordWords & { record: string }) => {
  const [locale] = useLocaleState();
  return (resource, record) => ({ ...recordWords(resource, locale), record: representationOf(resource, record) });
};

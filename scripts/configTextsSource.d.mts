/** Types of scripts/configTextsSource.mjs. */
import type { Plugin } from 'vite';

export const CONFIG_TEXTS_PREFIX: 'virtual:config-texts/';
export function configTextsLang(id: string): string | undefined;
export function resolveConfigTexts(id: string): string | undefined;
export function configTextsSource(lang: string): string;
export function configTextsFromSource(): Plugin;

/** The numeric level lives in local storage, as in the legacy product: the menu is built from it. */
import { LEVELS, type Level } from '../../config/types';

const LEVEL_STORAGE_KEY = 'level';

export const toLevel = (value: unknown): Level | undefined => {
  const n = Number(value);
  return (LEVELS as readonly number[]).includes(n) ? (n as Level) : undefined;
};

export const readLevel = (): Level | undefined => toLevel(localStorage.getItem(LEVEL_STORAGE_KEY));

export const writeLevel = (level: Level): void => localStorage.setItem(LEVEL_STORAGE_KEY, String(level));

export const clearLevel = (): void => localStorage.removeItem(LEVEL_STORAGE_KEY);

/**
 * A 375 px screen for the tests of a describe block (or a file): every max-width media query
 * matches, so the views lay themselves out for a phone (the sidebar a drawer, lists as cards);
 * the real matchMedia comes back after.
 */
import { afterAll, beforeAll } from 'vitest';

export const onPhoneScreen = (): void => {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
};

/**
 * Issue 28, item 12: the due list opened directly starts loading its code with the app, beside
 * the sign-in check (src/app/terms/index.ts); these are the paths that do it.
 */
import { describe, expect, it } from 'vitest';
import { isDueList } from '../../src/app/terms';

describe('the due list loaded with the app', () => {
  it('is recognised on both channels and on its records, nowhere else', () => {
    expect(isDueList('/contract/termList')).toBe(true);
    expect(isDueList('/contract/termList_outside')).toBe(true);
    expect(isDueList('/contract/termList/12')).toBe(true);
    expect(isDueList('/contract/reminderList')).toBe(false);
    expect(isDueList('/contract/termListing')).toBe(false);
    expect(isDueList('/dashboard')).toBe(false);
  });
});

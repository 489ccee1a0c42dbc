import { cookieAttributes } from '../../../src/app/store/cookieAttributes';

describe('cookie attributes', () => {
  it('marks the cookies Secure over https only, always same-site', () => {
    expect(cookieAttributes('https:')).toBe('path=/; SameSite=Lax; Secure');
    expect(cookieAttributes('http:')).toBe('path=/; SameSite=Lax');
    expect(cookieAttributes()).toBe('path=/; SameSite=Lax');
  });
});

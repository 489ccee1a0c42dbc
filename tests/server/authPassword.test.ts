import { hashPassword, needsRehash, verifyPassword } from '../../src/server/auth/password';
import { hashToken, isWellFormedToken, newToken } from '../../src/server/auth/token';

describe('password hashing (scrypt)', () => {
  it('stores the parameters, a 16-byte salt and a 64-byte key, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    const m = /^\$scrypt\$ln=17,r=8,p=1\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
    expect(m).not.toBeNull();
    expect(Buffer.from(m![1], 'base64url')).toHaveLength(16);
    expect(Buffer.from(m![2], 'base64url')).toHaveLength(64);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('still verifies hashes made with older, cheaper parameters, and asks for a rehash', async () => {
    const old = await hashPassword('legacy pw', { ln: 14, r: 8, p: 1 });
    expect(old.startsWith('$scrypt$ln=14,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('legacy pw', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses missing, malformed and absurd stored values without throwing', async () => {
    for (const stored of [null, undefined, '', 'plain', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(86)]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const a = newToken();
    const b = newToken();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(a)).toBe(true);
    expect(isWellFormedToken(`${a}x`)).toBe(false);
    expect(isWellFormedToken('short')).toBe(false);
    expect(hashToken(a)).toHaveLength(43);
    expect(hashToken(a)).not.toBe(a);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});

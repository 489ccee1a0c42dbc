/**
 * Chinese resident ID numbers for the demo: 6-digit region, birth date, 3-digit sequence
 * (odd for men, even for women) and the ISO 7064 MOD 11-2 check character, so every one
 * passes the same validator the forms use (src/config/validators.ts).
 */
import type { Rng } from './prng';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = '10X98765432';

/** Real county-level codes around a Hangzhou-like city, where the demo cemetery is. */
const REGIONS = ['330102', '330105', '330106', '330108', '330109', '330110', '330122', '330183', '330402', '330602'];

export const checkCharacter = (first17: string): string =>
  CHECKS[WEIGHTS.reduce((sum, w, i) => sum + w * Number(first17[i]), 0) % 11];

/** birth is YYYY-MM-DD. */
export const makeIdNumber = (rng: Rng, birth: string, gender: 'male' | 'female'): string => {
  let seq = rng.int(1, 499) * 2;
  if (gender === 'male') seq -= 1;
  const first17 = `${rng.pick(REGIONS)}${birth.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
};

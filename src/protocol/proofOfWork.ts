/**
 * The sign-in challenge's proof of work (docs/auth.md, "Known devices, lanes and the challenge"),
 * shared by the server, which checks one answer, and the login form, which finds it. Hashcash
 * style: find a `nonce` such that SHA-256 of `<challenge>:<nonce>` starts with `difficulty` zero
 * bits; on average 2^difficulty tries. SHA-256 is written out here because the browser's
 * `crypto.subtle` exists only on https or localhost, and a cemetery's office may serve plain
 * http on its network.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const W = new Uint32Array(64);

/** SHA-256 of an ASCII string (challenges and nonces are ASCII), as 8 big-endian words. */
export const sha256Words = (ascii: string): Uint32Array => {
  const length = ascii.length;
  const blocks = ((length + 8) >> 6) + 1;
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < length; i++) words[i >> 2] |= (ascii.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8);
  words[length >> 2] |= 0x80 << (24 - (length % 4) * 8);
  words[blocks * 16 - 1] = length * 8;
  let h0 = 0x6a09e667, h1 = 0xbb67ae85, h2 = 0x3c6ef372, h3 = 0xa54ff53a, h4 = 0x510e527f, h5 = 0x9b05688c, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  for (let b = 0; b < blocks; b++) {
    for (let t = 0; t < 16; t++) W[t] = words[b * 16 + t];
    for (let t = 16; t < 64; t++) {
      const x = W[t - 15];
      const y = W[t - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
    }
    let a = h0, bb = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[t] + W[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & bb) ^ (a & c) ^ (bb & c);
      const t2 = (S0 + maj) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = bb;
      bb = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + bb) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return new Uint32Array([h0, h1, h2, h3, h4, h5, h6, h7]);
};

/** Leading zero bits of a digest. */
export const leadingZeroBits = (digest: Uint32Array): number => {
  let bits = 0;
  for (const word of digest) {
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
};

/** The longest nonce accepted (decimal digits). */
export const MAX_NONCE_LENGTH = 16;

/** Whether `nonce` answers `challenge` at `difficulty` bits. */
export const proofHolds = (challenge: string, nonce: string, difficulty: number): boolean =>
  /^[0-9]{1,16}$/.test(nonce) && leadingZeroBits(sha256Words(`${challenge}:${nonce}`)) >= difficulty;

/** The challenge as the sign-in call hands it out. */
export interface LoginChallenge {
  /** Opaque, signed by the server; ASCII. */
  challenge: string;
  /** Zero bits asked for. */
  difficulty: number;
}

/**
 * Find a nonce, a slice of tries at a time so the page stays responsive; `onProgress` gets the
 * share of the expected work done (0 to 1, it may pass 1 on an unlucky draw). Rejects with an
 * AbortError when `signal` aborts.
 */
export const solveChallenge = async (
  { challenge, difficulty }: LoginChallenge,
  onProgress: (share: number) => void = () => undefined,
  signal?: AbortSignal,
  sliceMs = 40,
): Promise<string> => {
  const expected = 2 ** difficulty;
  for (let nonce = 0; ; ) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const until = Date.now() + sliceMs;
    do {
      for (let i = 0; i < 256; i++, nonce++) if (proofHolds(challenge, String(nonce), difficulty)) return String(nonce);
    } while (Date.now() < until);
    onProgress(nonce / expected);
    await new Promise((r) => setTimeout(r, 0));
  }
};

/**
 * The sign-in call with the server's challenge (docs/auth.md, "Known devices, lanes and the
 * challenge"): when many sign-ins wait, the server answers an unknown device `challenge_required`
 * with a proof-of-work challenge; the form solves it here, in the browser, showing its progress,
 * and sends the sign-in again with the answer. A known device (its HttpOnly cookie, sent by the
 * browser) is never asked.
 */
import type { LoginChallenge } from '../../protocol/proofOfWork';
import type { Envelope } from '../../protocol/wire';

/** Challenges answered in a row before giving up (the line may fill again meanwhile). */
const MAX_ROUNDS = 3;

interface ChallengeData extends Partial<LoginChallenge> {
  code?: string;
}

const challengeOf = (env: Envelope<unknown>): LoginChallenge | undefined => {
  const data = env.data as ChallengeData | null;
  return env.status === 0 && data?.code === 'challenge_required' && typeof data.challenge === 'string' && typeof data.difficulty === 'number'
    ? { challenge: data.challenge, difficulty: data.difficulty }
    : undefined;
};

/** Post the sign-in; answer challenges as they come (`onProgress` 0..1 while solving; null when done). */
export const signInAnsweringChallenges = async <T>(
  post: (body: Record<string, unknown>) => Promise<Envelope<T>>,
  body: Record<string, unknown>,
  onProgress: (share: number | null) => void = () => undefined,
): Promise<Envelope<T>> => {
  let env = await post(body);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const challenge = challengeOf(env);
    if (!challenge) break;
    onProgress(0);
    try {
      // The solver loads only when a challenge comes (a loaded server; never on a quiet sign-in).
      const { solveChallenge } = await import('../../protocol/proofOfWork');
      const nonce = await solveChallenge(challenge, (share) => onProgress(Math.min(share, 0.99)));
      onProgress(1);
      env = await post({ ...body, challenge: challenge.challenge, nonce });
    } finally {
      onProgress(null);
    }
  }
  return env;
};

import { ApiCallError, postEnvelope } from '../providers/http';

/**
 * The legacy account calls answer status 1 (the login family) or 200 (the generic
 * family) on success; anything else carries the server's translated msg.
 */
export const postLegacy = async <T = unknown>(path: string, body: unknown = {}): Promise<T> => {
  const env = await postEnvelope<T>(path, body);
  if (env.status !== 1 && env.status !== 200) throw new ApiCallError(env.msg || 'shell.auth.has_error', env.status);
  return env.data;
};

/**
 * The generic query (docs/protocol.md). It keeps the legacy wire the spec fixes: its body is its
 * own strict grammar (src/server/query/), so its contract says only where and who.
 */
import { answer, contract, signedIn } from '../contract';
import { QUERY_PATH } from '../wire';

/** `POST <API base>/query`: a list, a count, or one row's update (the legacy generic query). */
export const genericQuery = contract({ path: QUERY_PATH, access: signedIn, body: 'own', answer: answer<unknown>() });

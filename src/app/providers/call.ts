/**
 * The browser's one way to an action route: `call(contract, body)` posts the body its contract
 * types to the contract's path (src/protocol/contracts/) and gives the answer its contract
 * types. No screen writes a path: lint refuses one in src/app.
 */
import type { AnswerOf, AnyContract, BodyOf } from '../../protocol/contract';
import { postEnvelope, postOk } from './http';
import type { Envelope } from '../../protocol/wire';

/** POST and require status 200: a refusal throws ApiCallError with the server's translated msg and field errors. */
export const call = <C extends AnyContract>(contract: C, body: BodyOf<C>): Promise<AnswerOf<C>> => postOk<AnswerOf<C>>(contract.path, body);

/** POST and give the envelope as it came (the legacy calls whose success is status 1, the import's check answers). */
export const callEnvelope = <C extends AnyContract>(contract: C, body: BodyOf<C>, signal?: AbortSignal, timeoutMs?: number): Promise<Envelope<AnswerOf<C>>> =>
  postEnvelope<AnswerOf<C>>(contract.path, body, signal, timeoutMs);

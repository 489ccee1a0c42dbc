/** The success envelope of the generic calls. */
import type { Envelope } from '../../config/protocol';

export const ok = <T>(data: T): Envelope<T> => ({ status: 200, msg: 'ok', data });

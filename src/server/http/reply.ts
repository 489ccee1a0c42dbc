/** The success envelope of the generic calls. */
import type { Envelope } from '../../protocol/wire';

export const ok = <T>(data: T): Envelope<T> => ({ status: 200, msg: 'ok', data });

/** The calls every server answers beside the modules' (docs/protocol.md). */
import type { Capabilities } from '../capabilities';
import { answer, anyone, contract } from '../contract';

/** `GET <API base>/capabilities`: the modules and query extensions this server offers; no session needed. */
export const capabilities = contract({ path: 'capabilities', method: 'GET', access: anyone, body: 'none', answer: answer<Capabilities>() });

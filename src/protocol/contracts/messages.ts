/** The message drawer's own call beside the generic ones (docs/protocol.md; handler in src/server/messages/plugin.ts). */
import { answer, contract, signedIn } from '../contract';

/** Every unread message of the caller's level read, in one transaction (the message table's update rule is checked by the handler). */
export const readAllMessages = contract({ path: 'admin.message/read_all', access: signedIn, body: 'none', answer: answer<{ ids: number[] }>() });

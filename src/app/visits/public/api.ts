/** The public calls (contracts in src/protocol/contracts/visits.ts): the public-page kit's call (src/app/publicKit/call.ts). */
export { CallError, call } from '../../publicKit/call';

/** The import's own calls beside the check and the commit (docs/import.md, "Large files"; handler in src/server/import/plugin.ts). */
import type { ImportProgress } from '../../config/importing';
import { answer, contract, signedIn } from '../contract';

/** How far the caller's own check or import named `progressId` has gone, and its answer once finished. */
export const importProgress = contract({
  path: 'import/progress',
  access: signedIn,
  body: { progressId: { type: 'text', required: true, maxLength: 64 } },
  answer: answer<ImportProgress>(),
});

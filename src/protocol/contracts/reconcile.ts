/** The reconciliation report after moving in (docs/import.md, "After moving in"; handler in src/server/reconcile/plugin.ts). */
import { answer, contract, pageUsers } from '../contract';
import type { ReconcileReport } from '../reconcile';

/** The report of the caller's channel, for the levels whose menu opens the reconcile page. */
export const reconcileReport = contract({ path: 'reconcile/report', access: pageUsers('reconcile'), body: 'none', answer: answer<ReconcileReport>() });

/** The shapes of the terms calls (docs/terms.md), shared by the server and the pages. */

/** The statistics pages' term figures (POST stats/terms). */
export interface TermStats {
  /** Plots' renewals and niches' storage renewals together; `storage` is the niches' part. */
  renewals: { count: number; amount: number; refunded: number; storage: { count: number; amount: number } };
  dueByMonth: { month: string; count: number; amount: number }[];
  overdue: { count: number; amount: number };
}

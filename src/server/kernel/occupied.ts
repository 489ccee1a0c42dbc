/**
 * The guarantee (docs/operations.md): a plot that holds a registered deceased is never offered
 * for sale and never sold, whatever the state of its orders. Every path that would give a plot
 * back or sell it asks here inside its transaction, after locking the plot row; the database
 * refuses the same through the triggers of ./schema.ts, whatever writes to it.
 */
import { isImportedHistory } from '../../config/validators';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';
import type { PlotStatus } from './orderStatus';
import { acrossChannels } from '../data/door';
import type { TypedDb as Trx } from '../db/tables';

/** Whether any registration (of either channel: across the door's scope on purpose, a plot is shared) places a deceased on the plot. */
export const holdsDeceased = async (trx: Trx, plotId: unknown): Promise<boolean> =>
  Boolean(await acrossChannels(trx).selectFrom('member').select('id').where('burialslot_id', '=', Number(plotId)).limit(1).executeTakeFirst());

/**
 * Whether the plot holds imported history of the caller's channel (the door's scope): a registration
 * that came with an import batch (a family's grave whose right predates the system, often without any sale record).
 */
export const holdsImportedHistory = async (trx: Trx, plotId: unknown): Promise<boolean> =>
  Boolean(
    await trx
      .selectFrom('member')
      .select('id')
      .where('burialslot_id', '=', Number(plotId))
      .where('import_batch_id', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
  );

/** The status a plot may take: one that holds a deceased stays occupied (buried) instead of coming back on sale. */
export const occupiedStatus = async (trx: Trx, plotId: unknown, wanted: PlotStatus): Promise<PlotStatus> =>
  wanted === 'available' && (await holdsDeceased(trx, plotId)) ? 'buried' : wanted;

/** Refuse a sale or an offer for sale of a (locked) plot that holds a deceased. */
export const refuseIfOccupied = async (trx: Trx, plot: Row): Promise<void> => {
  if (await holdsDeceased(trx, plot.id)) throw new ApiError('plot_occupied', 409, { code: String(plot.code) });
};

/** A row is imported history exactly when its import batch is set (the shared rule). */
export const isHistory = (row: Row): boolean => isImportedHistory(row);

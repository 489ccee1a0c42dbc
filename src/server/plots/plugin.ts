/**
 * POST /index/admin.tomb_burialslot/occupancy {id}: the counts of deceased on a plot;
 * POST /index/admin.tomb_burialslot/occupancies {ids}: how many are registered on each of up
 * to 100 plots (the registration form's plot picker) (docs/operations.md; contracts in
 * src/protocol/contracts/plots.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { privilegedRead } from '../data/door';
import * as plots from '../../protocol/contracts/plots';
import { route } from '../contract/route';
import { plotOccupancy, plotsOccupancy } from './occupancy';

export const plotsPlugin: FastifyPluginAsync = async (app) => {
  route(app, plots.plotOccupancy, async (body, actor) => plotOccupancy(privilegedRead(app), body.id, actor.channel));
  route(app, plots.plotsOccupancy, async (body) => plotsOccupancy(privilegedRead(app), body.ids));
};

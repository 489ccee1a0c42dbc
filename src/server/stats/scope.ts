/**
 * Who may call the stats and on which channel. The levels come from the routes config (the
 * levels whose menu has the count or countOutsid page), and the channel always from the
 * session: a body can never widen what a level sees.
 */
import { channelOfLevel, pageRoutes } from '../../config/routes';
import { appRoutes } from '../../instance';
import type { Actor, Channel, Level } from '../../config/types';

const STATS_PAGES = new Set(['count', 'countOutsid']);

export const STATS_LEVELS: readonly Level[] = [
  ...new Set(pageRoutes(appRoutes.all).flatMap((r) => (STATS_PAGES.has(r.page) ? r.levels : []))),
].sort();

/** The channel whose figures the actor sees, or null when the actor has no statistics page. */
export const statsChannelOf = (actor: Pick<Actor, 'level' | 'channel'>): Channel | null => {
  if (!STATS_LEVELS.includes(actor.level)) return null;
  // The session's channel is the one used; a session whose channel is not its level's (a
  // badly edited user row) is refused rather than shown the other channel's money.
  return actor.channel === channelOfLevel(actor.level) ? actor.channel : null;
};

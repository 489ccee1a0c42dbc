/**
 * Levels a user manager may give: their own channel, up to their own level
 * (5 gives 1, 2, 5 on the inside; 6 gives 3, 4, 6 on the outside). The server checks the same.
 */
import { channelOfLevel } from '../../../config/routes';
import { LEVELS, type Level } from '../../../config/types';

const MANAGERS_OF_USERS: readonly Level[] = [5, 6];

export const grantableLevels = (level: Level | undefined): Level[] =>
  level !== undefined && MANAGERS_OF_USERS.includes(level)
    ? LEVELS.filter((l) => channelOfLevel(l) === channelOfLevel(level) && l <= level)
    : [];

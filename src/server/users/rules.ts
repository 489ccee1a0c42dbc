/**
 * Who may manage which staff accounts. Level 5 manages the inside users (levels 1, 2, 5),
 * level 6 the outside users (3, 4, 6); nobody gives a level above their own or of the
 * other channel, and a manager does not see (let alone touch) anyone above them or on the
 * other channel. Pure, so the browser could ask the same questions.
 */
import { channelOfLevel } from '../../config/routes';
import { LEVELS, type Actor, type Level } from '../../config/types';

export const isUserManager = (actor: Actor): boolean => actor.level === 5 || actor.level === 6;

const isLevel = (value: unknown): value is Level => typeof value === 'number' && (LEVELS as readonly number[]).includes(value);

/** The levels an actor may give (empty for non-managers). */
export const assignableLevels = (actor: Actor): Level[] =>
  isUserManager(actor) ? LEVELS.filter((l) => l <= actor.level && channelOfLevel(l) === actor.channel) : [];

export const canAssignLevel = (actor: Actor, level: unknown): boolean => isLevel(level) && assignableLevels(actor).includes(level);

/** May the actor see and change this account? (Not found otherwise, so its existence is not disclosed.) */
export const canManageUser = (actor: Actor, target: Readonly<Record<string, unknown>>): boolean => canAssignLevel(actor, Number(target.level));

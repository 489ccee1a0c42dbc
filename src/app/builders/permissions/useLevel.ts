/**
 * The signed-in level: the legacy product keeps it in localStorage 'level' (the shell's
 * auth/level.ts); the identity from the authProvider is the fallback (a fresh tab before
 * the shell stored it).
 */
import { useGetIdentity } from 'react-admin';
import type { Level } from '../../../config/types';
import { readLevel, toLevel } from '../../auth/level';

export const useLevel = (): Level | undefined => {
  const { identity } = useGetIdentity();
  return readLevel() ?? toLevel(identity?.level);
};

/** The signed-in user's id once the identity is known: the rules that let an assignee act on their own work compare it. */
export const useUserId = (): number | undefined => {
  const { identity } = useGetIdentity();
  return identity?.id === undefined ? undefined : Number(identity.id);
};

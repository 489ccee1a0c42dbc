/**
 * The legacy user-info call and its two rules (spec section 5): the answer must have
 * status 1, and a non-empty list of roles. The error messages are i18n keys, translated by
 * react-admin's notification.
 */
import type { Channel, Level } from '../../config/types';
import { postEnvelope } from '../providers/http';
import { toLevel } from './level';

const USER_INFO_PATH = 'user_reg/get_user_info';

const VERIFY_FAILED = 'shell.auth.verify_failed';
const ROLES_EMPTY = 'shell.auth.roles_empty';

/** The answer's data as the legacy server names it. */
interface LegacyUserInfo {
  id: number;
  Nickname: string;
  AvatarUrl?: string | null;
  introduction?: string | null;
  roles: string[];
  level: number | string;
  mobile?: string;
  channel?: Channel;
}

export interface UserInfo {
  id: number;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  level: Level;
  mobile: string;
  channel?: Channel;
}

export const fetchUserInfo = async (): Promise<UserInfo> => {
  const env = await postEnvelope<LegacyUserInfo | null>(USER_INFO_PATH);
  const data = env.data;
  if (env.status !== 1 || !data) throw new Error(VERIFY_FAILED);
  if (!Array.isArray(data.roles) || data.roles.length === 0) throw new Error(ROLES_EMPTY);
  const level = toLevel(data.level);
  if (!level) throw new Error(VERIFY_FAILED);
  return {
    id: data.id,
    name: data.Nickname ?? '',
    avatar: data.AvatarUrl ?? '',
    introduction: data.introduction ?? '',
    roles: data.roles,
    level,
    mobile: data.mobile ?? '',
    channel: data.channel,
  };
};

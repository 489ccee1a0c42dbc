/**
 * Whether the signed-in manager may act on this account: its level is one they may give,
 * and it is not their own (the server refuses locking oneself out; one's own password is
 * changed on the profile page, with the current one).
 */
import { useGetIdentity, type RaRecord } from 'react-admin';
import { useLevel } from '../../builders/permissions/useLevel';
import { grantableLevels } from './grantableLevels';

export const useManageable = (record: RaRecord | undefined): boolean => {
  const levels = grantableLevels(useLevel());
  const { identity } = useGetIdentity();
  return Boolean(record) && levels.includes(record?.level) && String(record?.id) !== String(identity?.id);
};

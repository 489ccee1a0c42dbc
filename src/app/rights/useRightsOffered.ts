/** Whether the server offers the rights module (src/config/modules.ts): a legacy server shows no documents or holders panels. */
import { usePermissions } from 'react-admin';
import type { Permissions } from '../auth/authProvider';

export const useRightsOffered = (): boolean => {
  const { permissions } = usePermissions<Permissions>();
  return !permissions?.modules || permissions.modules.includes('rights');
};

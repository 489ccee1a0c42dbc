import { usePermissions } from 'react-admin';
import type { Permissions } from '../../auth/authProvider';

/** The signed-in user's level and roles (undefined while loading or signed out). */
export const usePermissionsOfLevel = (): Permissions | undefined => {
  const { permissions } = usePermissions<Permissions | null>();
  return permissions ?? undefined;
};

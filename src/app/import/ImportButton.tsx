/** "Import" on a config list (and its empty state) for the levels that may import into it. */
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SxProps, Theme } from '@mui/material';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { canImport } from '../../config/access';
import { useConfigResource } from '../builders/model/ConfigResourceContext';
import { useLevel } from '../builders/permissions/useLevel';
import { importPath, registerImportPath } from './importRoute';

export const ImportButton = ({ variant }: { variant?: 'text' | 'outlined' | 'contained' }) => {
  const { resource, route } = useConfigResource();
  const level = useLevel();
  if (level === undefined || !canImport(resource, level)) return null;
  return (
    <Button component={Link} to={importPath(route)} label="import.button" variant={variant} data-testid="import-button">
      <UploadFileIcon />
    </Button>
  );
};

/**
 * "Import a burial register" on the registrations' and the import batches' lists, for the levels
 * that import a register (src/rules/register.ts): it opens the import screen for the register.
 */
const REGISTER_ENTRY_ON = ['member', 'import_batch'];

export const RegisterImportButton = ({ variant, sx }: { variant?: 'text' | 'outlined' | 'contained'; sx?: SxProps<Theme> }) => {
  const { key, config } = useConfigResource();
  const level = useLevel();
  const path = REGISTER_ENTRY_ON.includes(key) ? registerImportPath(level, config) : undefined;
  if (!path) return null;
  return (
    <Button component={Link} to={path} label="import.register.button" variant={variant} sx={sx} data-testid="import-register-button">
      <MenuBookIcon />
    </Button>
  );
};

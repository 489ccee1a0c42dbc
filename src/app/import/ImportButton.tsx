/** "Import" on a config list (and its empty state) for the levels that may import into it. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { canImport } from '../../config/importing';
import { useConfigResource } from '../builders/model/ConfigResourceContext';
import { useLevel } from '../builders/permissions/useLevel';
import { importPath } from './importRoute';

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

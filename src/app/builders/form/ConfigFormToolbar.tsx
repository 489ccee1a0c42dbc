/** Save (when the level may write) and, on edit, delete. */
import { SaveButton, Toolbar } from 'react-admin';
import { ConfigDeleteButton } from './ConfigDeleteButton';

export const ConfigFormToolbar = ({ canSave, canDelete }: { canSave: boolean; canDelete: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    {canSave ? <SaveButton /> : <span />}
    {canDelete && <ConfigDeleteButton />}
  </Toolbar>
);

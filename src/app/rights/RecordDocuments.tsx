/** The documents panel of the record on screen (inside a react-admin record page: an edit form or a show page). */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { DocOwner } from '../../rules/rights';
import { DocumentsPanel } from './DocumentsPanel';

export const RecordDocuments = ({ table }: { table: DocOwner }) => {
  const record = useRecordContext();
  return record?.id ? (
    <Box sx={{ width: '100%', mt: 1 }}>
      <DocumentsPanel table={table} id={record.id} />
    </Box>
  ) : null;
};

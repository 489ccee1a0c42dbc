/**
 * The record a log row is about, named as people know it (order number, plot code, the
 * deceased's name) rather than by its id, and a link to it on the level's own screen. The name
 * comes from the stored row; when none was stored (a sign-in) it is fetched, batched with the
 * page's others; a plain id number is the last resort. A deleted record has nothing to open.
 */
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetManyAggregate, useRecordContext } from 'react-admin';
import { canDo } from '../../../config/access';
import { useLevel } from '../../builders/permissions/useLevel';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { logSubject, type LogSubject } from './logEntry';
import { appConfig } from '../../../instance';

const useSubjectName = (subject: LogSubject): string | undefined => {
  const level = useLevel();
  const readable = subject.resource !== undefined && level !== undefined && canDo(subject.resource, level, 'read');
  const name = subject.key ? resourceNameForLevel(subject.key, level, appConfig).name : '';
  const fetch = readable && subject.name === undefined && subject.rowId !== null && subject.resource?.recordRepresentation !== 'id';
  const { data } = useGetManyAggregate(name, { ids: subject.rowId === null ? [] : [subject.rowId] }, { enabled: fetch });
  if (subject.name !== undefined) return subject.name;
  const fetched = data?.[0]?.[subject.resource?.recordRepresentation ?? 'id'];
  return fetched === null || fetched === undefined || fetched === '' ? undefined : String(fetched);
};

/** `plain`: the name only, inside something that is a link already (a phone's list card). */
export const LogSubjectLink = ({ plain = false }: { plain?: boolean }) => {
  const log = useRecordContext();
  const level = useLevel();
  const createPath = useCreatePath();
  const subject = logSubject(log ?? {}, appConfig);
  const name = useSubjectName(subject);
  if (!log || subject.rowId === null) return null;
  const text = name ?? String(subject.rowId);
  const route = subject.key ? resourceNameForLevel(subject.key, level, appConfig) : undefined;
  if (plain || !route?.routed || !subject.resource || log.action === 'delete' || level === undefined) return <span data-log-subject>{text}</span>;
  const type = canDo(subject.resource, level, 'update') ? 'edit' : 'show';
  return (
    <MuiLink component={Link} to={createPath({ resource: route.name, id: subject.rowId, type })} onClick={(e: React.MouseEvent) => e.stopPropagation()} data-log-subject>
      {text}
    </MuiLink>
  );
};

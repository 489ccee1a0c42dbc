/**
 * A reference shown by the target's name. Lists get the name from the join the
 * dataProvider adds (no extra getMany); elsewhere a ReferenceField fetches it. The link
 * opens the target's own screen for this level (`/tomb/tombList/3`), or nothing when the
 * level has no screen for it.
 */
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { ReferenceField, useCreatePath, useRecordContext } from 'react-admin';
import { canDo, resourceByKey } from '../../../config/access';
import type { ReferenceField as ReferenceDef } from '../../../config/types';
import { joinAlias } from '../../../protocol/legacyQuery';
import { appConfig } from '../../../instance';
import { resourceNameForLevel } from '../../../protocol/resourceName';
import { useConfigResource } from '../model/ConfigResourceContext';
import { useLevel } from '../permissions/useLevel';

interface Props {
  name: string;
  field: ReferenceDef;
}

export const ReferenceValue = ({ name, field }: Props) => {
  const record = useRecordContext();
  const { resource, config } = useConfigResource();
  const level = useLevel();
  const createPath = useCreatePath();
  const target = resourceByKey(field.resource, config);
  const id = record?.[name];
  if (!target || id === null || id === undefined || id === '') return null;
  const { name: reference, routed } = resourceNameForLevel(field.resource, level, appConfig);
  const type = level !== undefined && canDo(target, level, 'update') ? 'edit' : 'show';
  const joined = (record?.[joinAlias(resource, name)] as Record<string, unknown> | undefined)?.[target.recordRepresentation];
  if (joined === undefined) {
    return <ReferenceField source={name} reference={reference} link={routed ? type : false} />;
  }
  const text = joined === null ? `#${id}` : String(joined);
  if (!routed) return <span>{text}</span>;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: reference, id: id as string | number, type })}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      {text}
    </MuiLink>
  );
};

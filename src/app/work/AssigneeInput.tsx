/**
 * The work order's assignee, for managers: the enabled staff of their channel, the field crew
 * first and marked (POST admin.work_order/crew; the user's "Field crew" flag). The server
 * checks the reference like any other (same channel) and the double bookings.
 */
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, useTranslate } from 'react-admin';
import { appConfig } from '../../instance';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { workCrew } from '../../protocol/contracts/work';
import { call } from '../providers/call';

export const AssigneeInput = () => {
  const label = useConfigLabel();
  const translate = useTranslate();
  const staff = useQuery({ queryKey: ['workCrew'], queryFn: () => call(workCrew, {}), staleTime: 60_000 });
  const crewLabel = label(appConfig.user.fields.field_crew.label);
  const choices = (staff.data ?? []).map((s) => ({ id: s.id, name: s.field_crew ? `${s.nickname} · ${crewLabel}` : s.nickname }));
  return (
    <AutocompleteInput
      source="assignee_id"
      label={label(appConfig.work_order.fields.assignee_id.label)}
      choices={choices}
      isPending={staff.isPending}
      helperText={staff.error ? translate('workPhone.load_error', { error: staff.error.message }) : false}
      emptyText=" "
      data-testid="assignee-input"
    />
  );
};

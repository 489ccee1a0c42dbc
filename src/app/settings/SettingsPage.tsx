/**
 * /system/settings (levels 5 and 6): the singleton `setting` row, the cemetery's name,
 * contact and seal printed on every document, its business parameters and the texts of
 * the contract and commitment letter. Saved through the generic update with the row's
 * version, so two managers editing at once cannot overwrite each other silently.
 */
import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { appConfig as resources } from '../../instance';
import { ConfigInput } from '../builders/inputs/ConfigInput';
import { DocumentTextInput } from './DocumentTextInput';
import { SealInput } from './SealInput';

/** The singleton's id (src/config/types.ts: singleton resources have exactly row 1). */
export const SETTING_ID = 1;

const f = resources.setting.fields;

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
    {title}
  </Typography>
);

export const SettingsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      resource="setting"
      id={SETTING_ID}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={translate('print.settings.title')}
      mutationOptions={{ onSuccess: () => notify('print.settings.saved', { type: 'success' }) }}
    >
      {/* Save only: the singleton is never deleted. */}
      <SimpleForm sx={{ maxWidth: 900 }} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Section title={translate('print.settings.cemetery')} />
        <ConfigInput name="cemetery_name" field={f.cemetery_name} />
        <ConfigInput name="address" field={f.address} />
        <ConfigInput name="phone" field={f.phone} />
        <SealInput field={f.seal_url} />
        <Section title={translate('print.settings.business')} />
        <ConfigInput name="maintenance_fee_per_year" field={f.maintenance_fee_per_year} />
        <ConfigInput name="reservation_days" field={f.reservation_days} />
        <ConfigInput name="reservation_max_days" field={f.reservation_max_days} />
        <ConfigInput name="clerk_discount_percent" field={f.clerk_discount_percent} />
        <ConfigInput name="clerk_refunds" field={f.clerk_refunds} />
        <Section title={translate('work_calendar.hours')} />
        <ConfigInput name="work_day_start" field={f.work_day_start} />
        <ConfigInput name="work_day_end" field={f.work_day_end} />
        <ConfigInput name="work_closed_weekdays" field={f.work_closed_weekdays} />
        <ConfigInput name="work_closed_days" field={f.work_closed_days} />
        <ConfigInput name="work_peak_days" field={f.work_peak_days} />
        <Section title={translate('print.settings.documents')} />
        <DocumentTextInput source="contract_clauses" field={f.contract_clauses} help="print.settings.clauses_help" />
        <DocumentTextInput source="commitment_text" field={f.commitment_text} help="print.settings.commitment_help" />
      </SimpleForm>
    </Edit>
  );
};

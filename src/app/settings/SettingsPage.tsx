/**
 * /system/settings (levels 5 and 6): the singleton `setting` row, the cemetery's name,
 * contact and seal printed on every document, its business parameters and the texts of
 * the contract and commitment letter. Saved through the generic update with the row's
 * version, so two managers editing at once cannot overwrite each other silently. The wall
 * screen's display address has its own calls (ScreenTokenPanel), outside the form's save.
 */
import { Typography } from '@mui/material';
import { Fragment } from 'react';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { appConfig as resources } from '../../instance';
import { ConfigInput } from '../builders/inputs/ConfigInput';
import { DocumentTextInput } from './DocumentTextInput';
import { ScreenTokenPanel } from './ScreenTokenPanel';
import { ProvidersPanel } from '../payments/ProvidersPanel';
import { SealInput } from './SealInput';
import { WeekdaysInput } from './WeekdaysInput';

/** The singleton's id (src/config/types.ts: singleton resources have exactly row 1). */
export const SETTING_ID = 1;

const f = resources.setting.fields;

/** The form's sections in order: their titles and the fields under each (the seal has its own input). */
const FORM: readonly { title: string; names: readonly (keyof typeof f)[] }[] = [
  { title: 'print.settings.cemetery', names: ['cemetery_name', 'address', 'phone', 'seal_url'] },
  { title: 'print.settings.business', names: ['maintenance_fee_per_year', 'reservation_days', 'reservation_max_days', 'clerk_discount_percent', 'clerk_refunds'] },
  { title: 'work_calendar.hours', names: ['work_day_start', 'work_day_end', 'work_closed_weekdays', 'work_closed_days', 'work_peak_days'] },
];

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
        {FORM.map(({ title, names }) => (
          <Fragment key={title}>
            <Section title={translate(title)} />
            {names.map((name) =>
              name === 'seal_url' ? (
                <SealInput key={name} field={f.seal_url} />
              ) : name === 'work_closed_weekdays' ? (
                <WeekdaysInput key={name} source={name} field={f[name]} />
              ) : (
                <ConfigInput key={name} name={name} field={f[name]} />
              ),
            )}
          </Fragment>
        ))}
        <Section title={translate('print.settings.screen.title')} />
        <ConfigInput name="screen_money" field={f.screen_money} />
        <ScreenTokenPanel />
        <Section title={translate('payments.providers.title')} />
        <ConfigInput name="pay_sandbox" field={f.pay_sandbox} />
        <ProvidersPanel />
        <Section title={translate('print.settings.documents')} />
        <DocumentTextInput source="contract_clauses" field={f.contract_clauses} help="print.settings.clauses_help" />
        <DocumentTextInput source="commitment_text" field={f.commitment_text} help="print.settings.commitment_help" />
      </SimpleForm>
    </Edit>
  );
};

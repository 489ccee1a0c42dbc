/**
 * A new staff account: mobile and name from the config, a level the manager may give, and
 * an initial password. It goes through the legacy create_user call (see dataProvider).
 */
import { Box } from '@mui/material';
import { Create, PasswordInput, SimpleForm, useTranslate } from 'react-admin';
import { NewRecordTitle } from '../../builders/form/RecordTitle';
import { useSaveNotice } from '../../builders/form/useSaveNotice';
import { ConfigInput } from '../../builders/inputs/ConfigInput';
import { useConfigResource } from '../../builders/model/ConfigResourceContext';
import { LevelInput } from './LevelInput';
import { passwordTooShort } from '../../../rules/password';

export const UserCreate = () => {
  const { resource } = useConfigResource();
  const created = useSaveNotice('created', 'list');
  const translate = useTranslate();
  const validatePassword = Object.assign(
    (v: unknown) => (passwordTooShort(v) ? translate('resources_ui.user.password_hint') : undefined),
    { isRequired: true },
  );
  return (
    <Create title={<NewRecordTitle />} redirect="list" mutationOptions={created}>
      <SimpleForm noValidate>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, width: '100%' }}>
          <ConfigInput name="mobile" field={resource.fields.mobile} />
          <ConfigInput name="nickname" field={resource.fields.nickname} />
          {resource.fields.crew && <ConfigInput name="crew" field={resource.fields.crew} />}
          <LevelInput />
          <PasswordInput
            source="password"
            label={translate('resources_ui.user.password')}
            validate={validatePassword}
            helperText={translate('resources_ui.user.password_hint')}
            autoComplete="new-password"
          />
        </Box>
      </SimpleForm>
    </Create>
  );
};

/** An image given by URL, with a live preview of what the URL shows. */
import { Box } from '@mui/material';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageThumb } from '../fields/ImageThumb';

interface Props {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
}

export const ImageUrlInput = ({ source, label, validate, helperText }: Props) => {
  const url: unknown = useWatch({ name: source });
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <TextInput source={source} label={label} validate={validate} helperText={helperText} type="url" sx={{ flex: 1 }} />
      {typeof url === 'string' && url !== '' && (
        <Box aria-label={translate('resources_ui.image.preview')} sx={{ pt: 1 }}>
          <ImageThumb key={url} src={url} size={72} />
        </Box>
      )}
    </Box>
  );
};

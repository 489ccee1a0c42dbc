import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { useTranslate } from 'react-admin';
import { SIZES } from '../../theme/sizes';
import { useShellSize } from '../theme/useShellSize';
import { ChoiceMenu } from '../../kit/ChoiceMenu';

/** The size switch: default, medium, small, mini; applied to the theme at once. */
export const SizeSwitch = () => {
  const translate = useTranslate();
  const [size, setSize] = useShellSize();
  return (
    <ChoiceMenu
      icon={<FormatSizeIcon />}
      label={translate('shell.size.label')}
      choices={SIZES}
      current={size}
      onChoose={setSize}
      text={(s) => translate(`shell.size.${s}`)}
      itemProps={(s) => ({ 'data-size': s })}
      switched="shell.size.switched"
    />
  );
};

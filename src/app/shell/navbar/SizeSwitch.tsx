import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SIZES } from '../../theme/sizes';
import { useShellSize } from '../theme/useShellSize';

/** The size switch: default, medium, small, mini; applied to the theme at once. */
export const SizeSwitch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [size, setSize] = useShellSize();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('shell.size.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SIZES.map((s) => (
          <MenuItem
            key={s}
            selected={s === size}
            disabled={s === size}
            data-size={s}
            onClick={() => {
              setAnchor(null);
              setSize(s);
              notify('shell.size.switched', { type: 'success' });
            }}
          >
            {translate(`shell.size.${s}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

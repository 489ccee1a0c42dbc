/**
 * The settings right panel: a gear in the navbar opens it (a handle floating over the page
 * would cover the last column, the row actions and the pagination); a click outside (on the
 * backdrop) closes it. Every change applies at once and is remembered.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, ButtonBase, Divider, Drawer, FormControlLabel, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { THEME_COLORS } from '../../theme/themeColors';
import { useShellSettings, type ShellSettings } from './settings';

const PANEL_WIDTH = 280;

type SwitchKey = keyof Pick<ShellSettings, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch'>;
const SWITCHES: readonly SwitchKey[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'];

export const SettingsPanel = () => {
  const translate = useTranslate();
  const [settings, update] = useShellSettings();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Tooltip title={translate('shell.settings.open')}>
        <IconButton aria-label={translate('shell.settings.open')} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="settings-open">
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '85vw', sm: PANEL_WIDTH }, maxWidth: PANEL_WIDTH }, id: 'settings-panel' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {translate('shell.settings.title')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
            {translate('shell.settings.theme')}
          </Typography>
          <Box role="radiogroup" aria-label={translate('shell.settings.theme')} sx={{ display: 'grid', gridTemplateColumns: `repeat(${THEME_COLORS.length}, 1fr)`, gap: '6px' }}>
            {THEME_COLORS.map((color) => {
              const checked = settings.theme === color;
              return (
                <Tooltip key={color} title={color}>
                  <ButtonBase
                    role="radio"
                    aria-checked={checked}
                    aria-label={color}
                    data-color={color}
                    onClick={() => update({ theme: color })}
                    sx={{ aspectRatio: '1', borderRadius: '4px', bgcolor: color, color: '#fff' }}
                  >
                    {checked && <CheckIcon sx={{ fontSize: 18 }} />}
                  </ButtonBase>
                </Tooltip>
              );
            })}
          </Box>
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column' }}>
            {SWITCHES.map((key) => (
              <FormControlLabel
                key={key}
                labelPlacement="start"
                sx={{ mx: 0, justifyContent: 'space-between' }}
                control={<Switch checked={settings[key]} onChange={(e) => update({ [key]: e.target.checked })} />}
                label={translate(`shell.settings.${key}`)}
              />
            ))}
          </Box>
        </Box>
      </Drawer>
    </>
  );
};

import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** Full screen on and off; where the browser cannot, the legacy warning (spec section 5). */
export const FullscreenToggle = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify('shell.navbar.fullscreen_unsupported', { type: 'warning' });
      return;
    }
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    action.catch(() => notify('shell.navbar.fullscreen_unsupported', { type: 'warning' }));
  };

  const label = translate(active ? 'shell.navbar.exit_fullscreen' : 'shell.navbar.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};

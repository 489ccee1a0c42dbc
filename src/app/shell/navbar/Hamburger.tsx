import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSidebar } from '../../store/SidebarContext';

export const Hamburger = () => {
  const translate = useTranslate();
  const { device, open, drawerOpen, toggle } = useSidebar();
  const expanded = device === 'mobile' ? drawerOpen : open;
  return (
    <IconButton
      aria-label={translate(expanded ? 'ra.action.close_menu' : 'ra.action.open_menu')}
      aria-expanded={expanded}
      aria-controls="sidebar"
      onClick={toggle}
      data-testid="hamburger"
      sx={{ mx: 0.5 }}
    >
      {expanded ? <MenuOpenIcon /> : <MenuIcon />}
    </IconButton>
  );
};

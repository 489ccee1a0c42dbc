import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useTitleOfPath } from '../../shell/routing/usePageTitle';

/** Stands in for a page whose own part has not landed yet: the route, title and menu are final. */
export const PlaceholderPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const title = useTitleOfPath()(pathname) ?? pathname;
  return (
    <Card sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <ConstructionIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{translate('shell.placeholder.text')}</Typography>
    </Card>
  );
};

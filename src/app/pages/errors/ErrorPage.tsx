import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

interface Props {
  code: '401' | '404';
  headline: string;
  text: string;
}

/** The legacy error pages: the big code, a headline, a line of help and the way back. */
export const ErrorPage = ({ code, headline, text }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 3 }}
    >
      <Box sx={{ maxWidth: 520, textAlign: { xs: 'center', sm: 'left' } }}>
        <Typography sx={{ fontSize: { xs: 88, sm: 120 }, fontWeight: 700, lineHeight: 1, color: 'primary.main', opacity: 0.9 }}>{code}</Typography>
        <Typography component="h1" variant="h5" sx={{ mt: 2, fontWeight: 600 }}>
          {translate(headline)}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{translate(text)}</Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: { xs: 'center', sm: 'flex-start' } }}>
          <Button variant="contained" onClick={() => navigate('/', { replace: true })}>
            {translate('shell.errors.home')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('shell.errors.back')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
};

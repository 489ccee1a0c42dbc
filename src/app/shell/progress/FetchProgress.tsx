/**
 * A thin bar under the navbar while the page asks the server for anything (react-admin's
 * queries and writes): from the first render of the request, with no delay, so every page
 * shows that it is working within 100 ms (issue 28 item 12), however long the answer takes.
 */
import { LinearProgress } from '@mui/material';
import { useLoading, useTranslate } from 'react-admin';

export const FetchProgress = () => {
  const loading = useLoading();
  const translate = useTranslate();
  if (!loading) return null;
  return (
    <LinearProgress
      data-testid="fetch-progress"
      aria-label={translate('ra.page.loading')}
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
    />
  );
};

/** The search box of the map, with the list of deceased when a search finds several. */
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, List, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DeceasedHit } from './usePlotSearch';

interface Props {
  onSearch: (text: string) => void;
  onPick: (hit: DeceasedHit) => void;
  hits: DeceasedHit[];
  notFound?: string;
  busy: boolean;
}

export const MapSearch = ({ onSearch, onPick, hits, notFound, busy }: Props) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  return (
    <Box sx={{ position: 'relative', minWidth: 0, flex: '1 1 260px', maxWidth: 420 }}>
      <TextField
        size="small"
        fullWidth
        label={translate('map.search.label')}
        placeholder={translate('map.search.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text);
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'map-search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={translate('map.search.label')} onClick={() => onSearch(text)} disabled={busy}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {notFound && (
        <Typography variant="caption" color="error" role="status">
          {translate('map.search.none', { q: notFound })}
        </Typography>
      )}
      {hits.length > 0 && (
        <Paper elevation={4} sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0, mt: 0.5 }}>
          <Typography variant="caption" sx={{ px: 2, pt: 1, display: 'block' }} color="text.secondary">
            {translate('map.search.results')}
          </Typography>
          <List dense>
            {hits.map((h) => (
              <ListItemButton key={h.id} onClick={() => onPick(h)} disabled={h.plotId === undefined}>
                <ListItemText primary={h.name} secondary={h.plotCode ?? translate('map.search.no_plot')} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
};

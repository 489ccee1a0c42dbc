import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, ClickAwayListener, IconButton, TextField, Tooltip } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Permissions } from '../../auth/authProvider';
import { routeMessages, routeTitleKey } from '../../i18n/routeMessages';
import { allowedRoutes, offeredTo, shownGroupOf } from '../../kit/routeMatch';
import { useShellSettings } from '../settings/settings';
import { loadPinyinMatcher, searchEntries, type PinyinMatcher, type SearchEntry } from './searchMenu';

const ZH_TITLES = routeMessages('zh').routes;
const zhTitle = (path: string): string => ZH_TITLES[routeTitleKey(path).slice('routes.'.length)] ?? '';

/** The navbar's menu search: opens a field, offers the user's pages as they type, goes to the one picked. */
export const MenuSearch = ({ permissions }: { permissions: Permissions }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const [settings] = useShellSettings();
  const [open, setOpen] = useState(false);
  const [pinyin, setPinyin] = useState<PinyinMatcher>();
  const usePinyin = settings.supportPinyinSearch && locale === 'zh';

  useEffect(() => {
    if (!open || !usePinyin || pinyin) return;
    let live = true;
    void loadPinyinMatcher().then((m) => live && setPinyin(() => m));
    return () => {
      live = false;
    };
  }, [open, usePinyin, pinyin]);

  const entries = useMemo<SearchEntry[]>(
    () =>
      allowedRoutes(permissions.level, permissions.roles)
        .filter((r) => !r.hidden && offeredTo(r, permissions))
        .map((r) => {
          const group = shownGroupOf(r, permissions.level, permissions.roles);
          return {
            path: r.path,
            label: group ? `${translate(routeTitleKey(group.path))} > ${translate(routeTitleKey(r.path))}` : translate(routeTitleKey(r.path)),
            zhLabel: group ? `${zhTitle(group.path)} > ${zhTitle(r.path)}` : zhTitle(r.path),
          };
        }),
    [permissions, translate],
  );

  const label = translate('shell.navbar.search');
  if (!open) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ width: 220, mx: 1 }}>
        <Autocomplete
          openOnFocus={false}
          options={entries}
          filterOptions={(options, { inputValue }) => searchEntries(options, inputValue, usePinyin ? pinyin : undefined)}
          getOptionLabel={(o) => o.label}
          noOptionsText={translate('shell.navbar.search_empty')}
          onChange={(_, entry) => {
            if (!entry) return;
            setOpen(false);
            navigate(entry.path);
          }}
          renderInput={(params) => <TextField {...params} autoFocus placeholder={label} size="small" margin="none" aria-label={label} />}
        />
      </Box>
    </ClickAwayListener>
  );
};

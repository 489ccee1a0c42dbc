import { useTheme } from '@mui/material/styles';

/** The product's mark: a cypress over a headstone, in the theme colour (drawn, so no asset to ship). */
export const LogoMark = ({ size = 32 }: { size?: number }) => {
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="7" fill={theme.palette.primary.main} />
      <path d="M16 5c3 4 5 8 5 12.5 0 2.6-2.2 4.5-5 4.5s-5-1.9-5-4.5C11 13 13 9 16 5z" fill="#fff" opacity="0.92" />
      <rect x="15" y="20" width="2" height="4" fill="#fff" opacity="0.92" />
      <rect x="8" y="24" width="16" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
};

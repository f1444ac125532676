import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** The service's mark: two linked rings, marigold and blue, drawn in SVG (no image file). */
export function BrandMark({ size = 36, light = false }: { size?: number; light?: boolean }) {
  const p = useTheme().palette;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="18" cy="26" r="11" fill="none" stroke={p.secondary.main} strokeWidth="4.5" />
      <circle
        cx="30"
        cy="26"
        r="11"
        fill="none"
        stroke={light ? p.common.white : p.primary.main}
        strokeWidth="4.5"
      />
      <path d="M18 15 a11 11 0 0 1 8.6 4.2" fill="none" stroke={p.secondary.main} strokeWidth="4.5" />
      <path d="M30 6 l3 4 -3 4 -3 -4z" fill={p.secondary.main} />
    </svg>
  );
}

/** The app bar's brand: the mark and the site's name (the member layout and its served shell). */
export function BrandTitle({ name }: { name: string }) {
  return (
    <>
      <BrandMark size={30} light />
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontFamily: (th) => th.typography.h5.fontFamily, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
      >
        {name}
      </Typography>
    </>
  );
}

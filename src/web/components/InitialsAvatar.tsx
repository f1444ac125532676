import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** Up to two initials from a name: 'Priya' → 'P', 'Ravi Kumar' → 'RK'; '?' for an empty name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** A stable small number from a string, to pick the same colours for the same person every time. */
function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * A drawn avatar: the person's initials on a gradient disc with a marigold ring (no photo needed).
 * `seed` (e.g. the registration number) varies the gradient between people with the same initials.
 */
export function InitialsAvatar({
  name,
  size = 56,
  seed = '',
}: {
  name: string;
  size?: number;
  seed?: string;
}) {
  const theme = useTheme();
  const id = useId().replace(/:/g, '');
  const p = theme.palette;
  const pairs: [string, string][] = [
    [p.primary.main, p.primary.light],
    [p.primary.dark, p.info.main],
    [p.secondary.dark, p.secondary.main],
    [p.primary.main, p.secondary.dark],
    [p.success.dark, p.primary.light],
  ];
  const [from, to] = pairs[hashOf(name + seed) % pairs.length];
  const initials = initialsOf(name);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={name || 'Member'}>
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="31" fill={p.secondary.main} />
      <circle cx="32" cy="32" r="28" fill={`url(#g${id})`} />
      <circle
        cx="32"
        cy="32"
        r="24"
        fill="none"
        stroke={p.common.white}
        strokeOpacity="0.18"
        strokeWidth="1"
      />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily={theme.typography.h1.fontFamily as string}
        fontWeight="700"
        fontSize={initials.length > 1 ? 22 : 26}
        fill={p.common.white}
      >
        {initials}
      </text>
    </svg>
  );
}

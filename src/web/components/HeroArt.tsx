import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Points along a quadratic curve, for garlands of marigolds. */
function along(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1;
    return { x, y, i };
  });
}

/** A rangoli rosette: rings of petals around a centre. Decorative; used behind heroes and headers. */
export function Rangoli({ size = 240, opacity = 0.18 }: { size?: number; opacity?: number }) {
  const p = useTheme().palette;
  const petals = (count: number, r: number, len: number, w: number) =>
    Array.from({ length: count }, (_, i) => (i * 360) / count).map((deg) => (
      <ellipse
        key={`${r}-${deg}`}
        cx="0"
        cy={-r}
        rx={w}
        ry={len}
        transform={`rotate(${deg})`}
        fill="none"
        stroke={p.common.white}
        strokeWidth="2"
      />
    ));
  return (
    <svg
      width={size}
      height={size}
      viewBox="-120 -120 240 240"
      aria-hidden="true"
      focusable="false"
      opacity={opacity}
    >
      <circle r="112" fill="none" stroke={p.common.white} strokeWidth="1.5" strokeDasharray="2 7" />
      {petals(16, 84, 22, 9)}
      {petals(8, 48, 24, 12)}
      <circle r="26" fill="none" stroke={p.common.white} strokeWidth="2" />
      <circle r="9" fill={p.common.white} />
    </svg>
  );
}

/** Slide 1: a wedding mandap with a marigold toran and two figures meeting. */
function Mandap() {
  const { t } = useTranslation('common');
  const p = useTheme().palette;
  const id = useId().replace(/:/g, '');
  const toran = along(96, 92, 200, 150, 304, 92, 11);
  return (
    <svg viewBox="0 0 400 340" width="100%" height="100%" role="img" aria-label={t('heroArt.mandap')}>
      <defs>
        <radialGradient id={`glow${id}`} cx="0.5" cy="0.55" r="0.5">
          <stop offset="0" stopColor={p.secondary.light} stopOpacity="0.55" />
          <stop offset="1" stopColor={p.secondary.light} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`groom${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.common.white} stopOpacity="0.95" />
          <stop offset="1" stopColor={p.primary.light} stopOpacity="0.9" />
        </linearGradient>
        <linearGradient id={`bride${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.secondary.main} />
          <stop offset="1" stopColor={p.secondary.dark} />
        </linearGradient>
      </defs>
      <ellipse cx="200" cy="200" rx="190" ry="150" fill={`url(#glow${id})`} />
      {/* the arch and its pillars */}
      <path
        d="M78 330 V170 Q78 66 200 34 Q322 66 322 170 V330"
        fill={alpha(p.common.white, 0.07)}
        stroke={alpha(p.common.white, 0.85)}
        strokeWidth="5"
      />
      <path
        d="M100 330 V176 Q100 90 200 62 Q300 90 300 176 V330"
        fill="none"
        stroke={alpha(p.secondary.light, 0.7)}
        strokeWidth="2"
        strokeDasharray="1 8"
        strokeLinecap="round"
      />
      <circle cx="200" cy="30" r="9" fill={p.secondary.main} />
      <path d="M200 12 l6 10 h-12z" fill={p.secondary.main} />
      {/* toran: hanging marigolds and mango leaves */}
      <path d="M96 92 Q200 150 304 92" fill="none" stroke={alpha(p.success.light, 0.9)} strokeWidth="2.5" />
      {toran.map(({ x, y, i }) => (
        <g key={i}>
          <line
            x1={x}
            y1={y}
            x2={x}
            y2={y + 22 + (i % 2) * 12}
            stroke={alpha(p.secondary.light, 0.8)}
            strokeWidth="1.5"
          />
          <circle
            cx={x}
            cy={y + 24 + (i % 2) * 12}
            r="6"
            fill={i % 2 ? p.secondary.dark : p.secondary.main}
          />
          <ellipse
            cx={x + 9}
            cy={y + 6}
            rx="4"
            ry="9"
            transform={`rotate(-30 ${x + 9} ${y + 6})`}
            fill={p.success.main}
          />
        </g>
      ))}
      {/* groom */}
      <circle cx="160" cy="196" r="19" fill={alpha(p.common.white, 0.95)} />
      <path d="M140 190 Q160 160 180 190 Q160 178 140 190z" fill={p.secondary.main} />
      <path d="M160 217 C128 222 122 258 120 330 H200 C198 258 192 222 160 217z" fill={`url(#groom${id})`} />
      <path d="M160 220 V300" stroke={alpha(p.secondary.dark, 0.7)} strokeWidth="3" strokeDasharray="2 10" />
      {/* bride with a dupatta */}
      <circle cx="240" cy="200" r="18" fill={alpha(p.common.white, 0.95)} />
      <path
        d="M218 206 Q222 172 240 174 Q262 174 266 210 L276 250 Q252 228 228 238z"
        fill={alpha(p.secondary.light, 0.55)}
      />
      <path d="M240 220 C212 226 206 262 200 330 H284 C280 262 270 226 240 220z" fill={`url(#bride${id})`} />
      <path d="M208 300 Q242 286 282 302" stroke={alpha(p.common.white, 0.6)} strokeWidth="3" fill="none" />
      {/* the heart between them */}
      <path
        d="M200 150 c-6 -10 -22 -8 -22 5 c0 10 14 18 22 26 c8 -8 22 -16 22 -26 c0 -13 -16 -15 -22 -5z"
        fill={p.secondary.main}
        stroke={alpha(p.common.white, 0.9)}
        strokeWidth="2"
      />
    </svg>
  );
}

/** Slide 2: two linked rings above a lit diya, with falling petals. */
function RingsAndDiya() {
  const { t } = useTranslation('common');
  const p = useTheme().palette;
  const id = useId().replace(/:/g, '');
  const petals = [
    [70, 70, 20],
    [330, 60, -30],
    [310, 220, 60],
    [88, 238, -50],
    [350, 140, 10],
    [46, 160, 80],
  ];
  const sparkles = [
    [118, 96, 9],
    [292, 108, 12],
    [262, 58, 7],
  ];
  return (
    <svg viewBox="0 0 400 340" width="100%" height="100%" role="img" aria-label={t('heroArt.rings')}>
      <defs>
        <linearGradient id={`gold${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={p.secondary.light} />
          <stop offset="0.5" stopColor={p.secondary.main} />
          <stop offset="1" stopColor={p.secondary.dark} />
        </linearGradient>
        <radialGradient id={`flame${id}`} cx="0.5" cy="0.7" r="0.6">
          <stop offset="0" stopColor={p.common.white} />
          <stop offset="0.5" stopColor={p.secondary.light} />
          <stop offset="1" stopColor={p.secondary.dark} />
        </radialGradient>
        <radialGradient id={`halo${id}`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={p.secondary.light} stopOpacity="0.6" />
          <stop offset="1" stopColor={p.secondary.light} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="150" r="150" fill={alpha(p.common.white, 0.05)} />
      <circle
        cx="200"
        cy="150"
        r="118"
        fill="none"
        stroke={alpha(p.common.white, 0.25)}
        strokeDasharray="3 9"
      />
      <circle cx="168" cy="150" r="56" fill="none" stroke={`url(#gold${id})`} strokeWidth="13" />
      <circle cx="232" cy="150" r="56" fill="none" stroke={alpha(p.common.white, 0.92)} strokeWidth="13" />
      {/* re-draw a piece of the first ring so the two interlock */}
      <path d="M205 106 A56 56 0 0 1 222 160" fill="none" stroke={`url(#gold${id})`} strokeWidth="13" />
      <path d="M232 76 l16 -16 h-32z M216 60 l16 -16 l16 16z" fill={alpha(p.common.white, 0.95)} />
      <path d="M216 60 h32 l-16 16z" fill={p.info.light} />
      {sparkles.map(([x, y, s]) => (
        <path
          key={`${x}`}
          d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}z`}
          fill={p.common.white}
        />
      ))}
      {petals.map(([x, y, r]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="7"
          ry="13"
          transform={`rotate(${r} ${x} ${y})`}
          fill={alpha(p.secondary.main, 0.85)}
        />
      ))}
      {/* diya */}
      <ellipse cx="200" cy="262" rx="70" ry="40" fill={`url(#halo${id})`} />
      <path d="M200 226 C188 244 190 262 200 266 C210 262 212 244 200 226z" fill={`url(#flame${id})`} />
      <path d="M146 272 Q200 268 254 272 Q246 312 200 314 Q154 312 146 272z" fill={`url(#gold${id})`} />
      <path d="M146 272 Q200 282 254 272" fill="none" stroke={p.secondary.dark} strokeWidth="3" />
      <path d="M162 292 q38 12 76 0" fill="none" stroke={alpha(p.common.white, 0.55)} strokeWidth="2" />
    </svg>
  );
}

/** Slide 3: families of the community connected, with a verified badge. */
function Community() {
  const { t } = useTranslation('common');
  const p = useTheme().palette;
  const nodes = [
    { x: 80, y: 96, c: p.secondary.main },
    { x: 320, y: 90, c: p.common.white },
    { x: 58, y: 230, c: p.common.white },
    { x: 342, y: 236, c: p.secondary.main },
    { x: 138, y: 300, c: p.secondary.light },
    { x: 266, y: 302, c: p.common.white },
  ];
  return (
    <svg viewBox="0 0 400 340" width="100%" height="100%" role="img" aria-label={t('heroArt.families')}>
      <g transform="translate(200 176)">
        <g opacity="0.3">
          {Array.from({ length: 12 }, (_, i) => i * 30).map((deg) => (
            <ellipse
              key={deg}
              cx="0"
              cy="-78"
              rx="16"
              ry="36"
              transform={`rotate(${deg})`}
              fill="none"
              stroke={p.common.white}
              strokeWidth="2"
            />
          ))}
        </g>
        <circle
          r="58"
          fill={alpha(p.common.white, 0.12)}
          stroke={alpha(p.common.white, 0.6)}
          strokeWidth="2"
        />
      </g>
      {nodes.map((n) => (
        <path
          key={`l${n.x}`}
          d={`M${n.x} ${n.y} Q${(n.x + 200) / 2} ${n.y < 176 ? n.y + 60 : n.y - 60} 200 176`}
          fill="none"
          stroke={alpha(p.common.white, 0.55)}
          strokeWidth="2"
          strokeDasharray="5 7"
        />
      ))}
      {nodes.map((n) => (
        <g key={`n${n.x}`} transform={`translate(${n.x} ${n.y})`}>
          <circle r="28" fill={alpha(p.primary.dark, 0.55)} stroke={n.c} strokeWidth="3" />
          <circle cy="-7" r="9" fill={n.c} />
          <path d="M-15 16 Q0 -6 15 16z" fill={n.c} />
        </g>
      ))}
      <path
        d="M200 160 c-9 -15 -33 -12 -33 7 c0 15 21 27 33 39 c12 -12 33 -24 33 -39 c0 -19 -24 -22 -33 -7z"
        fill={p.secondary.main}
      />
      <g transform="translate(352 82)">
        <circle r="20" fill={p.success.main} stroke={p.common.white} strokeWidth="3" />
        <path
          d="M-9 0 l6 7 l12 -13"
          fill="none"
          stroke={p.common.white}
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

/** The three hero illustrations, drawn in SVG with theme colours (no photographs). */
export function HeroArt({ variant }: { variant: 0 | 1 | 2 }) {
  if (variant === 1) return <RingsAndDiya />;
  if (variant === 2) return <Community />;
  return <Mandap />;
}

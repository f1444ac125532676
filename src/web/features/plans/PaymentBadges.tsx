import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/** Drawn payment-method badges (visa, master, amex, paypal): simple SVG marks, no trademark files. */
export function PaymentBadges() {
  const p = useTheme().palette;
  const card = { width: 64, height: 40, viewBox: '0 0 64 40', role: 'img' } as const;
  const frame = (
    <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill={p.common.white} stroke={p.divider} />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <svg {...card} aria-label="Visa">
        {frame}
        <text
          x="32"
          y="26"
          textAnchor="middle"
          fontSize="16"
          fontWeight="800"
          fontStyle="italic"
          fill={p.primary.dark}
        >
          VISA
        </text>
      </svg>
      <svg {...card} aria-label="Mastercard">
        {frame}
        <circle cx="26" cy="20" r="11" fill={p.error.main} />
        <circle cx="38" cy="20" r="11" fill={p.secondary.main} fillOpacity="0.9" />
      </svg>
      <svg {...card} aria-label="American Express">
        <rect x="0.5" y="0.5" width="63" height="39" rx="6" fill={p.info.main} />
        <text
          x="32"
          y="25"
          textAnchor="middle"
          fontSize="12"
          fontWeight="800"
          fill={p.common.white}
          letterSpacing="1"
        >
          AMEX
        </text>
      </svg>
      <svg {...card} aria-label="PayPal">
        {frame}
        <text x="32" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fontStyle="italic">
          <tspan fill={p.primary.dark}>Pay</tspan>
          <tspan fill={p.info.main}>Pal</tspan>
        </text>
      </svg>
    </Box>
  );
}

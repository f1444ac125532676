/** One height option: centimetres and its display label (SPEC §3). */
export interface Height {
  readonly cm: number;
  readonly label: string;
}

const INCHES_MIN = 4 * 12 + 5;
const INCHES_MAX = 7 * 12;

/** Height options from 4' 5" (134 cm) to 7' 0" (213 cm) in 1-inch steps (SPEC §3); cm truncated so the ends match the SPEC. */
export const HEIGHTS: readonly Height[] = Object.freeze(
  Array.from({ length: INCHES_MAX - INCHES_MIN + 1 }, (_, i): Height => {
    const inches = INCHES_MIN + i;
    const cm = Math.floor(inches * 2.54);
    return Object.freeze({ cm, label: `${Math.floor(inches / 12)}' ${inches % 12}" (${cm} cm)` });
  }),
);

/** Smallest height option in cm (SPEC §3). */
export const HEIGHT_MIN_CM = 134;
/** Largest height option in cm (SPEC §3). */
export const HEIGHT_MAX_CM = 213;

/** Label of the height option nearest to `cm` (SPEC §3); values outside the range clamp to the ends. */
export function formatHeight(cm: number): string {
  let best = HEIGHTS[0] as Height;
  for (const height of HEIGHTS) {
    if (Math.abs(height.cm - cm) < Math.abs(best.cm - cm)) best = height;
  }
  return best.label;
}

import type { Resolver } from 'react-hook-form';
import {
  ADVANCED_FILTERS,
  MEMBER_SORTS,
  type MemberSort,
  memberFiltersSchema,
} from '../../../shared/schemas/members';
import { zodResolver } from '../../components/zodResolver';

/** The browse/search form's values (strings as the inputs hold them; '' = not set). */
export type FilterValues = {
  q: string;
  age_min: string;
  age_max: string;
  height_min: string;
  height_max: string;
  marital_status: string[];
  caste: string[];
  mother_tongue: string[];
  qualification: string[];
  occupation: string[];
  income_band: string[];
  state: string;
  city: string;
  with_photo: boolean;
  /** Only members whose ID staff verified (docs/verification.md#badges); every plan. */
  id_verified: boolean;
  /** Minimum guna milan out of 36 ('' = any; docs/horoscope.md#search). */
  guna_min: string;
  /** Manglik status: '' = any, 'manglik' or 'not_manglik' (docs/horoscope.md#search). */
  manglik: string;
};

export const EMPTY_FILTERS: FilterValues = {
  q: '',
  age_min: '',
  age_max: '',
  height_min: '',
  height_max: '',
  marital_status: [],
  caste: [],
  mother_tongue: [],
  qualification: [],
  occupation: [],
  income_band: [],
  state: '',
  city: '',
  with_photo: false,
  id_verified: false,
  guna_min: '',
  manglik: '',
};

const LISTS = [
  'marital_status',
  'caste',
  'mother_tongue',
  'qualification',
  'occupation',
  'income_band',
] as const;
const TEXTS = [
  'q',
  'age_min',
  'age_max',
  'height_min',
  'height_max',
  'state',
  'city',
  'guna_min',
  'manglik',
] as const;

/**
 * The form's checks are the server's own (docs/architecture.md#where-rules-live): the browse/search query schema validates the
 * form's values as they are (lengths, the age and height limits, a range's lower end not above its
 * upper end), with the same messages, shown through zodResolver in the reader's language. `raw`: the
 * form keeps its string values.
 */
export const filterResolver = zodResolver(memberFiltersSchema, undefined, {
  raw: true,
}) as unknown as Resolver<FilterValues>;

/** Reads filters from the page's URL (so Back from a profile restores the list). */
export function filtersFromParams(p: URLSearchParams): FilterValues {
  const out: FilterValues = { ...EMPTY_FILTERS };
  for (const k of TEXTS) out[k] = p.get(k) ?? '';
  for (const k of LISTS) out[k] = p.getAll(k);
  out.with_photo = p.get('with_photo') === 'true';
  out.id_verified = p.get('id_verified') === 'true';
  return out;
}

/** Writes filters (and sort/page) as query parameters; only what is set. */
export function filtersToParams(
  f: FilterValues,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of TEXTS) if (f[k].trim()) p.set(k, f[k].trim());
  for (const k of LISTS) for (const v of f[k]) p.append(k, v);
  if (f.with_photo) p.set('with_photo', 'true');
  if (f.id_verified) p.set('id_verified', 'true');
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p;
}

/** Drops the advanced filters (for a member whose plan does not include them). */
export function withoutAdvanced(f: FilterValues): FilterValues {
  const out = { ...f };
  for (const k of ADVANCED_FILTERS) {
    if (k === 'with_photo') out.with_photo = false;
    else if (k === 'height_min' || k === 'height_max') out[k] = '';
    else out[k] = [];
  }
  return out;
}

/** How many filters are set (the "Filters (3)" button). */
export function countFilters(f: FilterValues): number {
  let n = 0;
  for (const k of TEXTS) if (f[k].trim()) n++;
  for (const k of LISTS) if (f[k].length) n++;
  if (f.with_photo) n++;
  if (f.id_verified) n++;
  return n;
}

/** The sort in the URL, or the default. */
export function sortFromParams(p: URLSearchParams): MemberSort {
  const s = p.get('sort');
  return (MEMBER_SORTS as readonly string[]).includes(s ?? '') ? (s as MemberSort) : 'recently_active';
}

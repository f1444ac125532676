import type { StaffFilter } from '../staff/StaffList';
import { PromoterSelect } from './parts';

/**
 * The `promoter` filter of a staff list about promoters' money and referrals (decisions 022 and 030): a
 * `PromoterSelect` of every promoter whose '' reads `allLabel` (the caller's catalogue).
 */
export function promoterFilter(allLabel: string): StaffFilter {
  return {
    kind: 'custom',
    name: 'promoter',
    render: (value, set) => <PromoterSelect value={value} allLabel={allLabel} onChange={set} />,
  };
}

import { useTranslation } from 'react-i18next';
import { USER_AREA_ROLES } from '../../../shared/roles';
import { useOptionLabel } from '../../components/useOptionLabel';
import { usePlanName } from '../../components/usePlanName';
import type { StaffFilter } from './StaffList';

/**
 * The member filters that staff lists and reports share (docs/staff.md#userreports), as `StaffFilter`s
 * in the reader's language: `gender(label)` edits `gender` ('' any, Bride, BrideGroom by the profile's
 * option labels); `plan()` edits `plan` ('' every plan, then each member plan of USER_AREA_ROLES by name).
 */
export function useMemberFilters() {
  const { t } = useTranslation('admin');
  const optionLabel = useOptionLabel();
  const planName = usePlanName();
  const gender = (label: string): StaffFilter => ({
    kind: 'select',
    name: 'gender',
    label,
    options: [
      ['', t('userReports.any')],
      ['Bride', optionLabel('gender', 'Bride')],
      ['BrideGroom', optionLabel('gender', 'BrideGroom')],
    ],
  });
  const plan = (): StaffFilter => ({
    kind: 'select',
    name: 'plan',
    label: t('common.plan'),
    options: [['', t('common.allPlans')], ...USER_AREA_ROLES.map((p): [string, string] => [p, planName(p)])],
  });
  return { gender, plan };
}

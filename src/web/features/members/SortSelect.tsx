import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MEMBER_SORTS, type MemberSort } from '../../../shared/schemas/members';

/** The sort picker of View All and Search (sorting happens on the server). */
export function SortSelect({ value, onChange }: { value: MemberSort; onChange: (s: MemberSort) => void }) {
  const { t } = useTranslation('member');
  return (
    <TextField
      select
      size="small"
      label={t('list.sortBy')}
      value={value}
      onChange={(e) => onChange(e.target.value as MemberSort)}
      sx={{ minWidth: 190, width: 'auto', '& .MuiInputBase-root': { minHeight: 44 } }}
    >
      {MEMBER_SORTS.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`list.sort.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

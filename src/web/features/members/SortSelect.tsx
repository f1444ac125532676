import { MenuItem, TextField } from '@mui/material';
import { MEMBER_SORT_LABELS, MEMBER_SORTS, type MemberSort } from '../../../shared/schemas/members';

/** The sort picker of View All and Search (sorting happens on the server). */
export function SortSelect({ value, onChange }: { value: MemberSort; onChange: (s: MemberSort) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(e) => onChange(e.target.value as MemberSort)}
      sx={{ minWidth: 190, width: 'auto', '& .MuiInputBase-root': { minHeight: 44 } }}
    >
      {MEMBER_SORTS.map((s) => (
        <MenuItem key={s} value={s}>
          {MEMBER_SORT_LABELS[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}

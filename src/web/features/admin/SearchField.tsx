import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A search box (shared by the staff and promoter areas; its own words come from `common`) that reports its text `delay` ms after typing stops (and at once on Enter or clear),
 * so the server-side search is not called on every key.
 */
export function SearchField(props: {
  value: string;
  onChange(q: string): void;
  label?: string;
  placeholder?: string;
  delay?: number;
}) {
  const { value, onChange, delay = 350 } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const last = useRef(value);

  // Follow the value when it changes from outside (e.g. the address bar).
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === last.current.trim()) return;
    const t = setTimeout(() => {
      last.current = text.trim();
      onChange(text.trim());
    }, delay);
    return () => clearTimeout(t);
  }, [text, delay, onChange]);

  const commit = (q: string) => {
    last.current = q.trim();
    setText(q);
    onChange(q.trim());
  };

  return (
    <TextField
      type="search"
      size="small"
      label={props.label ?? t('search.label')}
      placeholder={props.placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton aria-label={t('search.clear')} edge="end" onClick={() => commit('')}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{
        '& .MuiInputBase-root': { minHeight: 44 },
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  );
}

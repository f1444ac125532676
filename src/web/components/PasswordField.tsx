import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle (SPEC §2 reset dialog; also login and registration). */
export const PasswordField = forwardRef<HTMLDivElement, TextFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const label = typeof props.label === 'string' ? props.label : 'password';
  return (
    <TextField
      {...props}
      ref={ref}
      type={show ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(show ? 'password.hide' : 'password.show', { label: label.toLowerCase() })}
                onClick={() => setShow((s) => !s)}
                edge="end"
              >
                {show ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

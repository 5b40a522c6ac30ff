// A search box that opens the car list for its words: the text is trimmed
// and an empty search does nothing. The home page's phone-width box and the help centre's are this one.
import Search from '@mui/icons-material/Search';
import { Box, IconButton, Paper, type SxProps, type Theme } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../lib/cars-url';

interface CarSearchFormProps {
  /** The search landmark's name. */
  name: string;
  /** The field's name, and its placeholder unless one is given. */
  fieldLabel: string;
  placeholder?: string;
  sx?: SxProps<Theme>;
}

export function CarSearchForm({ name, fieldLabel, placeholder = fieldLabel, sx }: CarSearchFormProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  };
  return (
    <Paper
      component="form"
      role="search"
      aria-label={name}
      onSubmit={onSubmit}
      elevation={0}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          pl: 2,
          pr: 0.5,
          borderRadius: '14px',
          '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="input"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={fieldLabel}
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          height: 48,
          p: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: 16,
          color: 'text.primary',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ width: 48, height: 48 }}>
        <Search />
      </IconButton>
    </Paper>
  );
}

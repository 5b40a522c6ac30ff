// A search box that opens the car list for its words (spec 01 sections 2 and 4): the text is trimmed
// and an empty search does nothing. The home page's phone-width box and the help centre's are this one.
import Search from '@mui/icons-material/Search';
import { IconButton, InputBase, Paper, type SxProps, type Theme } from '@mui/material';
import { useState, type FormEvent } from 'react';
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
      sx={[{ display: 'flex', alignItems: 'center', pl: 2, pr: 0.5, borderRadius: '14px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': fieldLabel, enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: 16 }}
      />
      <IconButton type="submit" aria-label="Search" sx={{ width: 48, height: 48 }}>
        <Search />
      </IconButton>
    </Paper>
  );
}

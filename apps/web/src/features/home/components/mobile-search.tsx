// The home page's own search box below 900px (spec 01 section 2).
import Search from '@mui/icons-material/Search';
import { IconButton, InputBase, Paper } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../../lib/cars-url';

export function MobileSearch() {
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
      aria-label="Search cars by name"
      onSubmit={onSubmit}
      elevation={0}
      sx={{
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        pl: 2,
        pr: 0.5,
        height: 52,
        border: 1,
        borderColor: 'divider',
        borderRadius: '14px',
      }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search cars by name"
        inputProps={{ 'aria-label': 'Search cars by name', enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: 16 }}
      />
      <IconButton type="submit" aria-label="Search">
        <Search />
      </IconButton>
    </Paper>
  );
}

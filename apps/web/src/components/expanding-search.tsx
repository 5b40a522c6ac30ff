// The header's search: an icon that expands into a search box. The text is
// trimmed; an empty search does nothing; Enter or the icon goes to /cars?search={term}.
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../lib/cars-url';

export function ExpandingSearch() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');

  const collapse = () => {
    setExpanded(false);
    setText('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!expanded) {
      setExpanded(true);
      input.current?.focus();
      return;
    }
    const path = searchPath(text);
    if (!path) {
      input.current?.focus();
      return;
    }
    navigate(path);
    collapse();
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search the site"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) collapse();
      }}
      onBlur={(event) => {
        // Leaving the box empty folds it away again; a typed term stays until it is searched or cleared.
        if (!event.currentTarget.contains(event.relatedTarget) && text.trim() === '') setExpanded(false);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 44,
        borderRadius: '22px',
        border: 1,
        borderColor: expanded ? 'divider' : 'transparent',
        bgcolor: expanded ? 'background.default' : 'transparent',
        transition: 'border-color 200ms ease, background-color 200ms ease',
      }}
    >
      <Box
        component="input"
        ref={input}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder="Search by car names..."
        aria-label="Search by car names"
        tabIndex={expanded ? 0 : -1}
        aria-hidden={!expanded}
        enterKeyHint="search"
        sx={{
          width: expanded ? { xs: 180, sm: 240 } : 0,
          minWidth: 0,
          pl: expanded ? 2 : 0,
          pr: 0,
          py: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: 15,
          color: 'text.primary',
          transition: 'width 200ms ease, padding 200ms ease',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {expanded && text !== '' && (
        <IconButton
          aria-label="Clear search"
          size="small"
          onClick={() => {
            setText('');
            input.current?.focus();
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
      <IconButton type="submit" aria-label={expanded ? 'Search' : 'Open search'} aria-expanded={expanded} color="inherit">
        <Search />
      </IconButton>
    </Box>
  );
}

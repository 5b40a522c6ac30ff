// A list's search: the words sent when the form is sent (not at every key), checked first by the contract's
// rule for the list's query (`check`).
import { Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';

interface SearchBoxProps {
  label: string;
  hint: string;
  value: string;
  /** What is wrong with the words, or null. */
  check: (q: string) => string | null;
  onSearch: (q: string) => void;
}

export function SearchBox({ label, hint, value, check, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    const wrong = check(q);
    setProblem(wrong);
    if (wrong) return;
    onSearch(q);
  };
  return (
    <Stack
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', mb: 1.5, maxWidth: 560 }}
    >
      <InputField
        label={label}
        type="search"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem !== null}
        helperText={problem ?? hint}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: '28px', flexShrink: 0 }}>
        Search
      </Button>
    </Stack>
  );
}

// "Save this search": the list's filters kept under a name (words made of them, which the buyer may
// change), so the buyer hears of cars that come into them. A guest names it, signs in, and it is saved
// then. Loaded at the button's first tap.
import { Alert, Button, Stack, Typography } from '@mui/material';
import { SAVED_SEARCH_NAME_MAX } from '@luxe/contract/saved-search-paths';
import { useId, useState, type FormEvent } from 'react';
import { InputField } from '../../../components/input-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { DialogHeading } from '../../../components/offers/dialog-parts';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { openLoginDialogThen } from '../../../lib/auth-dialogs';
import { toast } from '../../../lib/toast';
import { saveSearch } from '../api/save-search';
import { toListQuery, type CarFilters } from '../filters';
import { savedSearchName } from '../save-search-name';

const SAVED = 'Search saved: we will tell you of new cars that match. It is in your profile, under Saved searches.';

/** The car list call's query string of `filters`: what the server keeps and /cars opens. */
export function listQueryString(filters: CarFilters): string {
  return Object.entries(toListQuery(filters))
    .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`]))
    .join('&');
}

/** Sends it; the answer (or the refusal) as a toast, for a save that follows a sign-in. */
function saveNow(name: string, query: string): void {
  saveSearch({ name, query }).then(
    () => toast.success(SAVED),
    (error: unknown) => toast.error(errorMessage(error)),
  );
}

interface SaveSearchProps {
  filters: CarFilters;
  open: boolean;
  onClose: () => void;
}

export function SaveSearch({ filters, open, onClose }: SaveSearchProps) {
  const titleId = useId();
  const { isAuthenticated } = useAuth();
  const query = listQueryString(filters);
  const [named, setNamed] = useState({ query, name: savedSearchName(filters) });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Opened again over other filters: their own name, and no message of the last ones.
  if (named.query !== query) {
    setNamed({ query, name: savedSearchName(filters) });
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = named.name.trim();
    if (!name) return setError('Please give this search a name.');
    if (!isAuthenticated) {
      onClose();
      toast.info('Log in to save this search: it is saved as soon as you have.');
      openLoginDialogThen(() => saveNow(name, query));
      return;
    }
    setPending(true);
    try {
      await saveSearch({ name, query });
      toast.success(SAVED);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} maxWidth={480} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogHeading
          id={titleId}
          title="Save this search"
          subtitle="We tell you when a car that matches is listed, back on sale or cut in price into it: on the bell, and by SMS at most once a day."
          onClose={onClose}
        />
        <Stack spacing={2}>
          <InputField
            label="Name"
            autoFocus
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={named.name}
            onChange={(event) => {
              setNamed({ query, name: event.target.value });
              setError(null);
            }}
            error={error !== null && !named.name.trim()}
            helperText="How it is called in your profile and in the alerts."
          />
          {error && <Alert severity="error">{error}</Alert>}
          {!isAuthenticated && (
            <Typography variant="body2" color="text.secondary">
              You will be asked to log in: the search is saved as soon as you have.
            </Typography>
          )}
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" loading={pending}>
            Save search
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}

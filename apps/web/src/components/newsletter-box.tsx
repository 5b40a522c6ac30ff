// The newsletter box of several pages. The API has no call behind it, and we
// have no mailing list yet, so it says so rather than pretending to subscribe.
import { Box, Button, FormControl, InputLabel, OutlinedInput, Stack, Typography } from '@mui/material';
import { useId, type FormEvent } from 'react';
import { toast } from '../lib/toast';

export function NewsletterBox({ title = 'Exclusive cars. Insider access. Join our newsletter.' }: { title?: string }) {
  const headingId = useId();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    toast.info('Thank you for your interest. Our newsletter launches soon; we have not stored your email yet.');
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: '24px',
        p: { xs: 3, md: 6 },
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 6 }} sx={{ alignItems: { md: 'center' }, position: 'relative' }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={headingId} variant="h2" component="h2">
            {title}
          </Typography>
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.72)' }}>
            New arrivals, price drops and stories from the showroom floor, once a month.
          </Typography>
        </Box>
        <Stack
          component="form"
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ flex: 1, maxWidth: { md: 480 } }}
        >
          {/* The parts of a TextField, without the select menu a TextField always brings with it. */}
          <FormControl fullWidth size="small">
            <InputLabel htmlFor={inputId} sx={{ color: 'rgba(255,255,255,0.7)', '&.Mui-focused': { color: '#fff' } }}>
              Email address
            </InputLabel>
            <OutlinedInput
              id={inputId}
              type="email"
              name="email"
              label="Email address"
              autoComplete="email"
              sx={{
                bgcolor: 'rgba(255,255,255,0.08)',
                color: '#fff',
                minHeight: 48,
                '& fieldset': { borderColor: 'rgba(255,255,255,0.3)' },
                '&:hover fieldset': { borderColor: 'rgba(255,255,255,0.6)' },
                '&.Mui-focused fieldset': { borderColor: '#fff' },
              }}
            />
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            sx={{ bgcolor: '#fff', color: 'primary.main', minHeight: 48, '&:hover': { bgcolor: '#f1ede6' } }}
          >
            Subscribe
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

// The profile picture and its Change button (spec 02 sections 2, 4 and 5): images only, uploaded as
// multipart image_url; the profile is fetched again afterwards; a refused file shows the server's reason.
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfilePicture } from '../api/update-profile-picture';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

export function ProfilePicture({ name, src }: { name: string; src: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpdateProfilePicture();
  const [problem, setProblem] = useState<string | null>(null);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem('Please choose an image file (JPEG, PNG or WebP).');
      return;
    }
    upload.mutate(file, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar
        src={src ?? undefined}
        alt={src ? `Profile picture of ${name}` : undefined}
        sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'primary.main' }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          hidden
          onChange={onChoose}
          aria-label="Choose a profile picture"
          data-testid="profile-picture-input"
        />
        <Button variant="outlined" startIcon={<PhotoCamera />} loading={upload.isPending} onClick={() => input.current?.click()}>
          Change picture
        </Button>
      </Box>
      {problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ maxWidth: 240 }}>
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

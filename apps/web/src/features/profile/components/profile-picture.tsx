// The profile picture and its Change button: images only, uploaded as
// multipart image_url; the profile is fetched again afterwards; a refused file shows the server's reason.
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { profileKeys } from '../api/get-profile';
import { updateProfilePicture } from '../api/update-profile-picture';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

export function ProfilePicture({ name, src }: { name: string; src: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  // NOTE: one upload at a time, in plain state: TanStack's mutation machinery would be 2 KB more of the
  // profile's first code for this one button.
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || uploading) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem('Please choose an image file (JPEG, PNG or WebP).');
      return;
    }
    setUploading(true);
    try {
      const response = await updateProfilePicture(file);
      toast.success(response.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setUploading(false);
    }
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
          onChange={(event) => void onChoose(event)}
          aria-label="Choose a profile picture"
          data-testid="profile-picture-input"
        />
        <Button variant="outlined" startIcon={<PhotoCamera />} loading={uploading} onClick={() => input.current?.click()}>
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

// The profile edit form: phone read-only, checked on the client,
// an unchanged form refused before any call, the server's refusal or a failure shown in the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { genderLabels } from '@luxe/contract/constants';
import type { Profile } from '@luxe/contract';
import { useState, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import {
  formValuesOf,
  isUnchanged,
  ProfileFormSchema,
  UNCHANGED_PROFILE,
  UPDATE_FAILED,
  updateBodyOf,
  type ProfileFormValues,
} from '../profile-form';
import { FormTextField } from '../../../components/form-text-field';
import { InputField } from '../../../components/input-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { SelectField } from '../../../components/select-field';

const GENDER_OPTIONS = [
  { value: '', label: 'Prefer not to say' },
  ...Object.entries(genderLabels).map(([code, label]) => ({ value: code, label })),
];

interface EditProfileDialogProps {
  profile: Profile;
  open: boolean;
  onClose: () => void;
  /** The <dialog>, which the page's Edit button shows itself: the dialog stays mounted while closed. */
  dialogRef: RefObject<HTMLDialogElement | null>;
}

export function EditProfileDialog({ profile, open, onClose, dialogRef }: EditProfileDialogProps) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(ProfileFormSchema), values: formValuesOf(profile) });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    if (isUnchanged(values, profile)) {
      setFailure(UNCHANGED_PROFILE);
      return;
    }
    update.mutate(updateBodyOf(values), {
      onSuccess: (response) => {
        toast.success(response.message);
        onClose();
      },
      // A refusal the server explains (400) is shown as it is; anything else gets the dialog's fixed failure text.
      onError: (error) => setFailure(error instanceof ApiError && error.status === 400 ? error.message : UPDATE_FAILED),
    });
  });

  function close() {
    setFailure(null);
    form.reset(formValuesOf(profile));
    onClose();
  }

  return (
    <ModalDialog
      open={open}
      onClose={close}
      maxWidth={600}
      labelledBy="edit-profile-title"
      keepMounted
      dialogRef={dialogRef}
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Typography id="edit-profile-title" variant="h3" component="h2" sx={{ fontWeight: 800, mb: 2.5 }}>
          Edit personal details
        </Typography>
        <Box>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              rowGap: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <div>
              <FormTextField form={form} name="full_name" label="Full name" autoComplete="name" required />
            </div>
            <div>
              <InputField
                label="Mobile number"
                value={profile.user_personal_data.phone}
                readOnly
                helperText="Your mobile number is your sign-in and cannot be changed."
              />
            </div>
            <div>
              <FormTextField form={form} name="email" type="email" label="Email" autoComplete="email" required />
            </div>
            <div>
              <Controller
                name="gender"
                control={form.control}
                render={({ field }) => (
                  <SelectField
                    label="Gender"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    selectRef={field.ref}
                    options={GENDER_OPTIONS}
                    fullWidth
                  />
                )}
              />
            </div>
            <div>
              <FormTextField form={form} name="city" label="City" autoComplete="address-level2" />
            </div>
            <div>
              <FormTextField form={form} name="state" label="State" autoComplete="address-level1" />
            </div>
          </Box>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" color="secondary" loading={update.isPending}>
            Save changes
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}

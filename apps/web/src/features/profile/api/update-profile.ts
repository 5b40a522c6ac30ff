// Saving the profile: personal_data and address; the answer is the new profile.
import { accountPaths } from '@luxe/contract/constants';
import type { UpdateProfileBody } from '@luxe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './get-profile';

export function updateProfile(body: UpdateProfileBody) {
  return apiRequest(accountPaths.updateProfile, (schemas) => schemas.UpdateProfileResponseSchema, { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

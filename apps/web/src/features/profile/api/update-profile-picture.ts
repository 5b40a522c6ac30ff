// Changing the profile picture: a multipart upload in the field image_url,
// after which the profile is fetched again (components/profile-picture.tsx).
import { accountPaths, PROFILE_PIC_FIELD } from '@luxe/contract/constants';
import { apiRequest } from '../../../lib/api-client';

export function updateProfilePicture(file: File) {
  const form = new FormData();
  form.append(PROFILE_PIC_FIELD, file);
  return apiRequest(accountPaths.updateProfilePic, (schemas) => schemas.UpdateProfilePicResponseSchema, { method: 'PATCH', body: form });
}

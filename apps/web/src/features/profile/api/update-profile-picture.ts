// Changing the profile picture (spec 02 sections 4 and 7): a multipart upload in the field image_url,
// then the profile is fetched again.
import { accountPaths, PROFILE_PIC_FIELD } from '@luxe/contract/constants';
import { UpdateProfilePicResponseSchema } from '../../../lib/contract-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getAccessToken, signOut } from '../../../lib/auth';
import { profileKeys } from './get-profile';

const UNREACHABLE = 'We could not reach Luxe Wheels. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof msg === 'string' && msg ? msg : undefined;
}

// NOTE: the shared API client sends JSON only; a file needs FormData (the browser sets the boundary).
export async function updateProfilePicture(file: File) {
  const token = getAccessToken();
  const form = new FormData();
  form.append(PROFILE_PIC_FIELD, file);
  let response: Response;
  try {
    response = await fetch(accountPaths.updateProfilePic, {
      method: 'PATCH',
      headers: { accept: 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token !== null && getAccessToken() === token) signOut();
    throw new ApiError(
      serverMessage(body) ?? (response.status === 413 ? 'The picture must be at most 5 MB.' : UNEXPECTED),
      response.status,
    );
  }
  const parsed = UpdateProfilePicResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(UNEXPECTED, response.status);
  return parsed.data;
}

export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

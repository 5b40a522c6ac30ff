// Sending a contact message: the answer's message is shown as a success notice.
import { contactPaths } from '@luxe/contract/constants';
import type { ContactBody } from '@luxe/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(body: ContactBody) {
  return apiRequest(contactPaths.create, (schemas) => schemas.ContactResponseSchema, { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

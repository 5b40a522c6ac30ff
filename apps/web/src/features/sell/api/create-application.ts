// Sending an application: the text fields and the trade certificate as one multipart form.
import '../../../lib/zod-config';
import { DealerApplicationCreatedSchema, dealerApplicationPaths, TRADE_CERTIFICATE_FIELD } from '@luxe/contract/dealer-application';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApplicationToSend } from '../application-checks';

export function createApplication({ trade_certificate, ...fields }: ApplicationToSend) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  // The file goes last, so the server has read every field when the file arrives.
  body.append(TRADE_CERTIFICATE_FIELD, trade_certificate, trade_certificate.name);
  return apiRequest(dealerApplicationPaths.create, { load: async () => DealerApplicationCreatedSchema }, { method: 'POST', body });
}

export function useCreateApplication() {
  return useMutation({ mutationFn: createApplication });
}

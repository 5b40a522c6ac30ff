// Where an application stands, for the phone it was made with.
import '../../../lib/zod-config';
import { ApplicationStatusResponseSchema, dealerApplicationPaths } from '@luxe/contract/dealer-application';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StatusFormValues } from '../application-checks';

export function getApplicationStatus(query: StatusFormValues) {
  return apiRequest(dealerApplicationPaths.status, { load: async () => ApplicationStatusResponseSchema }, { query });
}

/** A lookup the applicant asks for with a form, so a mutation: nothing is fetched before they send it. */
export function useApplicationStatus() {
  return useMutation({ mutationFn: getApplicationStatus });
}

// A car's inspection report: the checklist (public, the same for every car), the car's report as the
// dealer last saved it, the save, and a photo uploaded for a point at once (the report names it when saved).
import { vendorListingPaths } from '@luxe/contract/vendor-paths';
import {
  ChecklistResponseSchema,
  InspectionPhotoResponseSchema,
  inspectionPaths,
  VendorInspectionResponseSchema,
  type UpdateInspectionBody,
} from '@luxe/contract/inspection';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from './keys';
import { vendorRequest } from './vendor-request';

export function checklistQuery() {
  return queryOptions({
    queryKey: vendorKeys.inspectionChecklist,
    queryFn: ({ signal }) =>
      vendorRequest(inspectionPaths.checklist, () => ChecklistResponseSchema, { anonymous: true, signal }).then((r) => r.data.groups),
    // The checklist changes with a release, not while a dealer fills a report.
    staleTime: 60 * 60_000,
  });
}

export function inspectionQuery(carId: number) {
  return queryOptions({
    queryKey: vendorKeys.inspection(carId),
    queryFn: ({ signal }) =>
      vendorRequest(vendorListingPaths.inspection, () => VendorInspectionResponseSchema, { query: { car_id: carId }, signal }).then(
        (r) => r.data.report,
      ),
  });
}

export function useSaveInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInspectionBody) =>
      vendorRequest(vendorListingPaths.updateInspection, () => VendorInspectionResponseSchema, { method: 'PUT', body }).then(
        (r) => r.data.report,
      ),
    onSuccess: (report, body) => queryClient.setQueryData(vendorKeys.inspection(body.car_id), report),
  });
}

export function useUploadInspectionPhoto() {
  return useMutation({
    mutationFn: ({ carId, file }: { carId: number; file: File }) => {
      const form = new FormData();
      form.append('car_id', String(carId));
      form.append('photo', file, file.name);
      return vendorRequest(vendorListingPaths.createInspectionPhoto, () => InspectionPhotoResponseSchema, { method: 'POST', form }).then(
        (r) => r.data.photo,
      );
    },
  });
}

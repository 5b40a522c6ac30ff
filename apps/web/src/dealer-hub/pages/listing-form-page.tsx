// Add a car (its photos chosen in the same form, sent once the car is listed) and
// edit one (every field but the price, which changes on the car's page and is kept in its history).
import type { CreateListingBody, UpdateListingBody } from '@luxe/contract/schemas';
import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { listingQuery, useAddPhotos, useCreateListing, useUpdateListing } from '../api/listings';
import { ListError, ListSkeleton } from '../components/list-state';
import { initialValues, ListingForm } from '../components/listing-form';
import { BackToListings, PanelSection, PanelTitle } from '../components/panel-section';
import { PhotoPicker } from '../components/photo-picker';
import type { VendorSession } from '../session';

export function NewListingPage({ session }: { session: VendorSession }) {
  usePageTitle("Add a car · Vendor's Hub");
  const navigate = useNavigate();
  const create = useCreateListing();
  const addPhotos = useAddPhotos();
  const [photos, setPhotos] = useState<File[]>([]);
  const [initial] = useState(() => initialValues(session.city));
  const submit = async (body: Record<string, unknown>) => {
    const car = await create.mutateAsync(body as CreateListingBody);
    if (photos.length > 0) {
      try {
        await addPhotos.mutateAsync({ carId: car.car_id, files: photos });
      } catch (error) {
        toast.error(`The car is listed, but its photos were not added: ${errorMessage(error)} Add them on its page.`);
        void navigate(`/vendor/listings/${car.car_id}`);
        return;
      }
    }
    toast.success('Car listed: buyers can find it now.');
    void navigate(`/vendor/listings/${car.car_id}`);
  };
  return (
    <>
      <BackToListings />
      <PanelTitle sub="Choose what the car is from the catalogue: its specifications come with its variant.">Add a car</PanelTitle>
      <ListingForm initial={initial} withPrice submitLabel="List the car" busyLabel="Listing…" onSubmit={submit}>
        <PanelSection id="new-car-photos" title="Photos">
          <PhotoPicker files={photos} onChange={setPhotos} disabled={create.isPending || addPhotos.isPending} />
        </PanelSection>
      </ListingForm>
    </>
  );
}

export function EditListingPage({ session }: { session: VendorSession }) {
  const carId = Number(useParams().carId);
  const navigate = useNavigate();
  const car = useQuery({ ...listingQuery(carId), enabled: Number.isInteger(carId) && carId > 0 });
  const update = useUpdateListing();
  usePageTitle(`Edit ${car.data?.car_name ?? 'car'} · Vendor's Hub`);
  if (car.isPending) return <ListSkeleton label="Loading the car" rows={3} />;
  if (car.isError) return <ListError error={car.error} onRetry={() => void car.refetch()} />;
  const submit = async (body: Record<string, unknown>, changed: Set<string>) => {
    // Only what changed is sent (brand and model travel as the variant).
    const changes: Record<string, unknown> = { car_id: carId };
    for (const [key, value] of Object.entries(body)) if (changed.has(key)) changes[key] = value;
    if (changed.has('brand') || changed.has('model')) changes.variant_id = body.variant_id;
    if (Object.keys(changes).length === 1) {
      toast.info('Nothing changed.');
      return;
    }
    await update.mutateAsync(changes as UpdateListingBody);
    toast.success('Car updated.');
    void navigate(`/vendor/listings/${carId}`);
  };
  return (
    <>
      <BackToListings />
      <PanelTitle
        sub={
          <>
            The price changes on the car&apos;s page, so buyers see its history. Its condition goes in its{' '}
            <Link component={RouterLink} to={`/vendor/listings/${carId}/inspection`}>
              inspection report
            </Link>
            .
          </>
        }
      >{`Edit ${car.data.car_name}`}</PanelTitle>
      <ListingForm initial={initialValues(session.city, car.data)} withPrice={false} submitLabel="Save changes" onSubmit={submit} />
    </>
  );
}

// The home page's own search box below 900px.
import { CarSearchForm } from '../../../components/car-search-form';

export function MobileSearch() {
  return (
    <CarSearchForm
      name="Search cars by name"
      fieldLabel="Search cars by name"
      sx={{ display: { xs: 'flex', md: 'none' }, height: 52, border: 1, borderColor: 'divider' }}
    />
  );
}

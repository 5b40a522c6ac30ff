// The filter sidebar of spec 01 section 2: every section collapsible, options from the filter-list
// call, the selection rules of section 4 (in ../filters.ts).
import { Box, Button, Stack, Typography } from '@mui/material';
import type { FilterList } from '@luxe/contract';
import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { SelectField } from '../../../components/select-field';
import { DEAL_FILTER_TEXT, DEAL_LABELS, isDealLabel } from '../../../components/car-card/deal';
import { formatIndianNumber } from '../../../lib/format';
import {
  clearFilters,
  filtersToSearch,
  KILOMETER_OPTIONS,
  selectCity,
  setFilter,
  toggleBrand,
  toggleCategory,
  toggleDeal,
  toggleListValue,
  type CarFilters,
} from '../filters';
import { CheckboxGroup } from './checkbox-group';
import { FilterSection, filterSectionsSx } from './filter-section';
import { PriceSlider } from './price-slider';

interface FilterSidebarProps {
  filters: CarFilters;
  options: FilterList | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** Asks for a change of the filters the address holds at that moment (see use-car-filters.ts). */
  onChange: (change: (current: CarFilters) => CarFilters) => void;
  /** The filters of the address as it is now, ahead of `filters` while a change renders. */
  latest: () => CarFilters;
}

const ANY = '';

const ANY_OPTION = { value: ANY, label: 'Any' };

/** A select of the sidebar: 'Any' first, the whole width. */
function SelectFilter({ options, ...props }: Omit<ComponentProps<typeof SelectField>, 'fullWidth'>) {
  return <SelectField {...props} fullWidth options={[ANY_OPTION, ...options]} />;
}

export function FilterSidebar({ filters, options, loadFailed, onRetry, onChange, latest }: FilterSidebarProps) {
  // The boxes are the browser's own (checkbox-group.tsx): once the address has rendered with no newer
  // change on the way, each box shows what it says (after Back, Clear All Filters, a rule that clears a
  // group); while one is on the way, the reader's ticks stay as they are.
  // Not on the first render: a box ticked before the column hydrated is handed on (checkbox-group.tsx).
  const formRef = useRef<HTMLElement>(null);
  const rendered = useRef(filters);
  useLayoutEffect(() => {
    if (rendered.current === filters) return;
    rendered.current = filters;
    if (filtersToSearch(latest()) !== filtersToSearch(filters)) return;
    for (const box of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) box.checked = box.defaultChecked;
  }, [filters, latest]);

  // The same function on every render, so the memoized slider does not render again for every other tick.
  const commitPrice = useCallback((max: number) => onChange((current) => setFilter(current, { max_price: max })), [onChange]);

  if (!options) {
    return loadFailed ? (
      <Stack spacing={1.5} sx={{ py: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">We could not load the filters.</Typography>
        <Button variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    ) : (
      <Typography sx={{ py: 2 }} color="text.secondary" role="status">
        Loading...
      </Typography>
    );
  }

  // A value from a shared address that is not (or no longer) among the options is still shown.
  const withSelected = <T,>(values: T[], selected: T[]): T[] => [...values, ...selected.filter((s) => !values.includes(s))];
  const cities = withSelected(
    options.carLocations.map((l) => l.car_location),
    filters.location ? [filters.location] : [],
  );
  const years = options.carManufacturingYear.map((y) => y.min_manufacturing_year);

  return (
    // NOTE: autoComplete off: a box the browser restored on Back would count as the reader's tick (checkbox-group.tsx).
    <Box
      ref={formRef}
      component="form"
      aria-label="Filters"
      autoComplete="off"
      onSubmit={(event) => event.preventDefault()}
      sx={filterSectionsSx}
    >
      <FilterSection title="Location">
        <SelectFilter
          label="City"
          value={filters.location}
          onChange={(city) => onChange((current) => selectCity(current, city))}
          options={cities.map((city) => ({ value: city, label: city }))}
        />
      </FilterSection>
      <FilterSection title="Brand">
        <CheckboxGroup
          label="Brand"
          options={withSelected(
            options.carBrands.map((b) => b.car_brand_name),
            filters.car_brand,
          )}
          selected={filters.car_brand}
          onToggle={(brand) => onChange((current) => toggleBrand(current, brand))}
        />
      </FilterSection>
      <FilterSection title="Select the year">
        <SelectFilter
          label="Made in or after"
          value={filters.year === null ? ANY : String(filters.year)}
          onChange={(year) => onChange((current) => setFilter(current, { year: year ? Number(year) : null }))}
          options={withSelected(years, filters.year === null ? [] : [filters.year]).map((year) => ({
            value: String(year),
            label: String(year),
          }))}
        />
      </FilterSection>
      <FilterSection title="Car type">
        <CheckboxGroup
          label="Car type"
          options={withSelected(
            options.carTypes.map((t) => t.car_type_name),
            filters.car_type,
          )}
          selected={filters.car_type}
          onToggle={(type) => onChange((current) => toggleCategory(current, type))}
        />
      </FilterSection>
      <FilterSection title="Fuel type">
        <CheckboxGroup
          label="Fuel type"
          options={withSelected(
            options.carFuelTypes.map((f) => f.car_fuel_type),
            filters.fuel_type,
          )}
          selected={filters.fuel_type}
          onToggle={(fuel) => onChange((current) => toggleListValue(current, 'fuel_type', fuel))}
        />
      </FilterSection>
      <FilterSection title="Colors">
        <CheckboxGroup
          label="Colors"
          options={withSelected(
            options.carColours.map((c) => c.car_colour),
            filters.color,
          )}
          selected={filters.color}
          onToggle={(colour) => onChange((current) => toggleListValue(current, 'color', colour))}
        />
      </FilterSection>
      <FilterSection title="Transmissions">
        <CheckboxGroup
          label="Transmissions"
          options={withSelected(
            options.carTransmissions.map((t) => t.transmission_name),
            filters.transmission,
          )}
          selected={filters.transmission}
          onToggle={(gear) => onChange((current) => toggleListValue(current, 'transmission', gear))}
        />
      </FilterSection>
      <FilterSection title="Kilometers">
        <SelectFilter
          label="Kilometers driven"
          value={filters.kilometers === null ? ANY : String(filters.kilometers)}
          onChange={(km) => onChange((current) => setFilter(current, { kilometers: km ? Number(km) : null }))}
          options={withSelected([...KILOMETER_OPTIONS], filters.kilometers === null ? [] : [filters.kilometers]).map((km) => ({
            value: String(km),
            label: `${formatIndianNumber(km)} kms or less`,
          }))}
        />
      </FilterSection>
      <FilterSection title="Price">
        <PriceSlider value={filters.max_price} onCommit={commitPrice} />
      </FilterSection>
      <FilterSection title="Deal">
        <CheckboxGroup
          label="Deal"
          options={[...DEAL_LABELS]}
          selected={filters.deal}
          labelOf={(deal) => (isDealLabel(deal) ? DEAL_FILTER_TEXT[deal] : deal)}
          onToggle={(deal) => {
            if (isDealLabel(deal)) onChange((current) => toggleDeal(current, deal));
          }}
        />
      </FilterSection>
      <Button fullWidth variant="outlined" sx={{ mt: 3 }} onClick={() => onChange(clearFilters)}>
        Clear All Filters
      </Button>
    </Box>
  );
}

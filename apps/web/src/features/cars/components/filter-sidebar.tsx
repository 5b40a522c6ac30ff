// The filter sidebar: every section collapsible, options from the filter-list
// call, the selection rules (in ../filters.ts).
import { Button, Stack, Typography } from '@mui/material';
import type { FilterList } from '@luxe/contract';
import { memo, useCallback, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { SelectField } from '../../../components/select-field';
import { DEAL_FILTER_TEXT, DEAL_LABELS, isDealLabel } from '../../../components/car-card/deal';
import { formatIndianNumber } from '../../../lib/format';
import { KILOMETER_OPTIONS, selectCity, setFilter, toggleBrand, toggleCategory, toggleDeal, toggleListValue } from '../filter-rules';
import { clearFilters, filtersToSearch, type CarFilters } from '../filters';
import { CheckboxGroup } from './checkbox-group';
import { FilterSection, FilterSections } from './filter-section';
import { PriceSlider } from './price-slider';

interface FilterSidebarProps {
  filters: CarFilters;
  options: FilterList | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** Asks for a change of the filters the address holds at that moment (see use-car-filters.ts). */
  onChange: (change: (current: CarFilters) => CarFilters) => void;
  /** A mouse reaching for a box (over it, pressing it), ahead of its click: the change it would ask for (its list can be asked for now). */
  onReach?: (change: (current: CarFilters) => CarFilters) => void;
  /** The filters of the address as it is now, ahead of `filters` while a change renders. */
  latest: () => CarFilters;
}

const ANY = '';

const ANY_OPTION = { value: ANY, label: 'Any' };

/** The inspection section's one box, ticked or not (the same lists every render: its part renders when the choice changes). */
const INSPECTED = ['true'];
const NONE: string[] = [];

/** A select of the sidebar: 'Any' first, the whole width, the reader's choice shown while its change renders. */
function SelectFilter({ options, ...props }: Omit<ComponentProps<typeof SelectField>, 'fullWidth' | 'keepsChoice'>) {
  return <SelectField {...props} fullWidth keepsChoice options={[ANY_OPTION, ...options]} />;
}

/**
 * A section of the column that renders again only when what it shows (`shows`, compared item by item)
 * changes: a tick renders its own group, not three selects, a slider and six more groups.
 * What it shows must be all it reads; its handlers reach the latest filters through `onChange`.
 */
const Part = memo(
  function Part({ children }: { shows: readonly unknown[]; children: ReactNode }) {
    return children;
  },
  (before, after) =>
    before.shows.length === after.shows.length && before.shows.every((value, index) => Object.is(value, after.shows[index])),
);

/** A value from a shared address that is not (or no longer) among the options is still shown. */
const withSelected = <T,>(values: T[], selected: T[]): T[] => [...values, ...selected.filter((s) => !values.includes(s))];

interface CheckboxFilterProps {
  title: string;
  /** What the options come from: the part renders again when it changes. */
  options: FilterList;
  values: string[];
  selected: string[];
  toggle: (current: CarFilters, value: string) => CarFilters;
  onChange: FilterSidebarProps['onChange'];
  onReach: FilterSidebarProps['onReach'];
  labelOf?: (value: string) => string;
  labelLength?: number;
}

/** A section of boxes named by its title, rendered again only when its own choice changes. */
function CheckboxFilter({ title, options, values, selected, toggle, onChange, onReach, labelOf, labelLength }: CheckboxFilterProps) {
  return (
    <Part shows={[options, onChange, onReach, selected.join('\n')]}>
      <FilterSection title={title}>
        <CheckboxGroup
          label={title}
          options={withSelected(values, selected)}
          selected={selected}
          labelOf={labelOf}
          labelLength={labelLength}
          onToggle={(value) => onChange((current) => toggle(current, value))}
          onReach={onReach && ((value) => onReach((current) => toggle(current, value)))}
        />
      </FilterSection>
    </Part>
  );
}

export function FilterSidebar({ filters, options, loadFailed, onRetry, onChange, onReach, latest }: FilterSidebarProps) {
  // The boxes are the browser's own (checkbox-group.tsx): once the address has rendered with no newer
  // change on the way, each box shows what it says (after Back, Clear All Filters, a rule that clears a
  // group); while one is on the way, the reader's ticks stay as they are.
  // Not on the first render: a box ticked before the column hydrated is handed on (checkbox-group.tsx).
  const formRef = useRef<HTMLFormElement>(null);
  const rendered = useRef(filters);
  useLayoutEffect(() => {
    if (rendered.current === filters) return;
    rendered.current = filters;
    if (filtersToSearch(latest()) !== filtersToSearch(filters)) return;
    // Only the boxes that differ: writing every box's state restyled the whole column on each change.
    for (const box of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])
      if (box.checked !== box.defaultChecked) box.checked = box.defaultChecked;
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

  const cities = withSelected(
    options.carLocations.map((l) => l.car_location),
    filters.location ? [filters.location] : [],
  );
  const years = options.carManufacturingYear.map((y) => y.min_manufacturing_year);

  return (
    // NOTE: autoComplete off: a box the browser restored on Back would count as the reader's tick (checkbox-group.tsx).
    <FilterSections ref={formRef} aria-label="Filters" autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <Part shows={[options, onChange, filters.location]}>
        <FilterSection title="Location">
          <SelectFilter
            label="City"
            value={filters.location}
            onChange={(city) => onChange((current) => selectCity(current, city))}
            options={cities.map((city) => ({ value: city, label: city }))}
          />
        </FilterSection>
      </Part>
      <CheckboxFilter
        title="Brand"
        options={options}
        values={options.carBrands.map((b) => b.car_brand_name)}
        selected={filters.car_brand}
        toggle={toggleBrand}
        onChange={onChange}
        onReach={onReach}
      />
      <Part shows={[options, onChange, filters.year]}>
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
      </Part>
      <CheckboxFilter
        title="Car type"
        options={options}
        values={options.carTypes.map((t) => t.car_type_name)}
        selected={filters.car_type}
        toggle={toggleCategory}
        onChange={onChange}
        onReach={onReach}
      />
      <CheckboxFilter
        title="Fuel type"
        options={options}
        values={options.carFuelTypes.map((f) => f.car_fuel_type)}
        selected={filters.fuel_type}
        toggle={(current, fuel) => toggleListValue(current, 'fuel_type', fuel)}
        onChange={onChange}
        onReach={onReach}
      />
      <CheckboxFilter
        title="Colors"
        options={options}
        values={options.carColours.map((c) => c.car_colour)}
        selected={filters.color}
        toggle={(current, colour) => toggleListValue(current, 'color', colour)}
        onChange={onChange}
        onReach={onReach}
      />
      <CheckboxFilter
        title="Transmissions"
        options={options}
        values={options.carTransmissions.map((t) => t.transmission_name)}
        selected={filters.transmission}
        toggle={(current, gear) => toggleListValue(current, 'transmission', gear)}
        onChange={onChange}
        onReach={onReach}
      />
      <Part shows={[options, onChange, filters.kilometers]}>
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
      </Part>
      <Part shows={[options, onChange, filters.max_price, commitPrice]}>
        <FilterSection title="Price">
          <PriceSlider value={filters.max_price} onCommit={commitPrice} />
        </FilterSection>
      </Part>
      <CheckboxFilter
        title="Deal"
        options={options}
        values={[...DEAL_LABELS]}
        selected={filters.deal}
        toggle={(current, deal) => (isDealLabel(deal) ? toggleDeal(current, deal) : current)}
        onChange={onChange}
        onReach={onReach}
        labelOf={(deal) => (isDealLabel(deal) ? DEAL_FILTER_TEXT[deal] : deal)}
      />
      <CheckboxFilter
        title="Inspection"
        options={options}
        values={INSPECTED}
        selected={filters.inspected ? INSPECTED : NONE}
        toggle={(current) => setFilter(current, { inspected: !current.inspected })}
        onChange={onChange}
        onReach={onReach}
        labelOf={() => 'Inspected cars only'}
        labelLength={20}
      />
      <Part shows={[onChange]}>
        <Button fullWidth variant="outlined" sx={{ mt: 3 }} onClick={() => onChange(clearFilters)}>
          Clear All Filters
        </Button>
      </Part>
    </FilterSections>
  );
}

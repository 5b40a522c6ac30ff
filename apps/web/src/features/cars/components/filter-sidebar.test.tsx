import type { FilterList } from '@luxe/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { filtersToSearch, parseFilters } from '../filters';
import { useCarFilters } from '../use-car-filters';
import { FilterSidebar } from './filter-sidebar';

afterEach(cleanup);

const OPTIONS: FilterList = {
  carPrice: [{ min_price: 1_500_000, max_price: 40_000_000 }],
  carLocations: ['Delhi', 'Mumbai', 'Gurugram'].map((car_location) => ({ car_location })),
  carBrands: ['Audi', 'BMW', 'Jaguar', 'Land Rover', 'Lexus', 'Mercedes-Benz', 'Porsche'].map((car_brand_name) => ({ car_brand_name })),
  carManufacturingYear: [2023, 2021, 2019].map((min_manufacturing_year) => ({ min_manufacturing_year })),
  carTypes: ['Sedan', 'SUV', 'Convertible Grand Tourer'].map((car_type_name) => ({ car_type_name })),
  carFuelTypes: ['Petrol', 'Diesel'].map((car_fuel_type) => ({ car_fuel_type })),
  carColours: ['Black', 'White'].map((car_colour) => ({ car_colour })),
  carTransmissions: ['Automatic', 'Manual'].map((transmission_name) => ({ transmission_name })),
};

type Reach = ComponentProps<typeof FilterSidebar>['onReach'];

function Harness({ options, onReach }: { options?: FilterList; onReach?: Reach }) {
  const [filters, update, latest] = useCarFilters();
  return (
    <>
      <FilterSidebar
        filters={filters}
        options={options}
        loadFailed={false}
        onRetry={() => {}}
        latest={latest}
        onChange={(change) => update(change(latest()))}
        onReach={onReach}
      />
    </>
  );
}

// A change writes the browser's address itself (use-car-filters.ts), which the router then follows.
function app(url: string, options: FilterList | null = OPTIONS, onReach?: Reach) {
  window.history.replaceState(null, '', url);
  return (
    <MemoryRouter initialEntries={[url]}>
      <Harness options={options ?? undefined} onReach={onReach} />
    </MemoryRouter>
  );
}

function renderAt(url: string, options: FilterList | null = OPTIONS, onReach?: Reach) {
  render(app(url, options, onReach));
}

const where = () => window.location.pathname + window.location.search;
/** A change renders the new address after the browser's next paint (use-car-filters.ts). */
const shown = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
const group = (name: string) => screen.getByRole('group', { name });

describe('FilterSidebar', () => {
  it('shows Loading... until the filter options arrive', () => {
    renderAt('/cars', null);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('reflects the address: ticked boxes and the chosen city', () => {
    renderAt('/cars?car_brand=BMW&location=Delhi');
    expect((within(group('Brand')).getByRole('checkbox', { name: 'BMW' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value).toBe('Delhi');
  });

  it('choosing a brand clears category and city, and goes back to page 1', () => {
    renderAt('/cars?car_type=SUV&location=Delhi&page=3');
    fireEvent.click(within(group('Brand')).getByRole('checkbox', { name: 'Audi' }));
    expect(where()).toBe('/cars?car_brand=Audi');
  });

  it('choosing a category clears brand and city', () => {
    renderAt('/cars?car_brand=BMW&location=Delhi&fuel_type=Diesel');
    fireEvent.click(within(group('Car type')).getByRole('checkbox', { name: 'Sedan' }));
    expect(where()).toBe('/cars?car_type=Sedan&fuel_type=Diesel');
  });

  it('choosing a city clears brand and category, and the select shows it while the change renders', async () => {
    renderAt('/cars?car_brand=BMW&car_type=SUV&price_sorting=low_to_high');
    const city = screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' });
    fireEvent.change(city, { target: { value: 'Mumbai' } });
    expect(where()).toBe('/cars?location=Mumbai&price_sorting=low_to_high');
    expect(city.value).toBe('Mumbai');
    await shown();
    expect(city.value).toBe('Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await shown();
    expect(city.value).toBe('');
  });

  it('shows 5 options with See More / See Less, and cuts long labels', () => {
    renderAt('/cars');
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'See More Brand' }));
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'See Less Brand' }));
    expect(within(group('Brand')).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group('Car type')).getByText('Convertible Gra…')).toBeTruthy();
  });

  it('Clear All Filters empties the address but keeps the sort', async () => {
    renderAt('/cars?car_brand=BMW&kilometers=50000&max_price=2000000&price_sorting=high_to_low&page=2');
    expect(screen.getByText('Max: ₹20,00,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(where()).toBe('/cars?price_sorting=high_to_low');
    await shown();
    expect(screen.getByText('Max: ₹10,00,00,000')).toBeTruthy();
  });

  it('offers the deal labels as Great, Good, Fair, High, written to the address as deal=', () => {
    renderAt('/cars?deal=high&page=2');
    const deal = group('Deal');
    expect(
      within(deal)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Great', 'Good', 'Fair', 'High']);
    expect((within(deal).getByRole('checkbox', { name: 'High' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(deal).getByRole('checkbox', { name: 'Great' }));
    expect(where()).toBe('/cars?deal=great,high');
    fireEvent.click(within(group('Deal')).getByRole('checkbox', { name: 'High' }));
    expect(where()).toBe('/cars?deal=great');
  });

  it("offers 'Inspected cars only', written to the address as inspected=true, and Clear All Filters unticks it", async () => {
    renderAt('/cars?deal=good&page=3');
    const box = within(group('Inspection')).getByRole<HTMLInputElement>('checkbox', { name: 'Inspected cars only' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(where()).toBe('/cars?deal=good&inspected=true');
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(where()).toBe('/cars');
    await shown();
    expect(within(group('Inspection')).getByRole<HTMLInputElement>('checkbox', { name: 'Inspected cars only' }).checked).toBe(false);
  });

  it("sets a box the reader ticked when the address takes its choice away (the boxes are the browser's own)", async () => {
    renderAt('/cars?car_brand=BMW');
    const audi = within(group('Brand')).getByRole<HTMLInputElement>('checkbox', { name: 'Audi' });
    fireEvent.click(audi);
    expect(where()).toBe('/cars?car_brand=BMW,Audi');
    expect(audi.checked).toBe(true);
    fireEvent.click(within(group('Car type')).getByRole('checkbox', { name: 'SUV' }));
    expect(where()).toBe('/cars?car_type=SUV');
    await shown();
    expect(audi.checked).toBe(false);
    expect(within(group('Car type')).getByRole<HTMLInputElement>('checkbox', { name: 'SUV' }).checked).toBe(true);
  });

  it('a mouse reaching for a box (its pointer coming over it, its primary press) tells the change its click would ask for', () => {
    const reached: string[] = [];
    renderAt('/cars?car_brand=BMW', OPTIONS, (change) =>
      reached.push(filtersToSearch(change(parseFilters(new URLSearchParams('car_brand=BMW'))))),
    );
    const audi = within(group('Brand')).getByRole('checkbox', { name: 'Audi' });
    const label = audi.closest('label')!;
    fireEvent.pointerDown(label, { button: 2, pointerType: 'mouse' });
    // A touch may be the start of a scroll, and has no pointer resting anywhere.
    fireEvent.pointerOver(label, { pointerType: 'touch' });
    fireEvent.pointerDown(label, { button: 0, pointerType: 'touch' });
    expect(reached).toEqual([]);
    fireEvent.pointerOver(label, { pointerType: 'mouse' });
    expect(reached).toEqual(['?car_brand=BMW,Audi']);
    // From the words onto the box of the same option: still the same reach.
    fireEvent.pointerOver(audi, { pointerType: 'mouse', relatedTarget: label });
    expect(reached).toEqual(['?car_brand=BMW,Audi']);
    fireEvent.pointerDown(label, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerDown(within(group('Fuel type')).getByRole('checkbox', { name: 'Diesel' }), { button: 0, pointerType: 'mouse' });
    expect(reached).toEqual(['?car_brand=BMW,Audi', '?car_brand=BMW,Audi', '?car_brand=BMW&fuel_type=Diesel']);
    expect(where()).toBe('/cars?car_brand=BMW');
  });

  it("counts a box ticked on the server's HTML before the column hydrated", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app('/cars?fuel_type=Diesel'));
    document.body.append(container);
    const box = within(container).getByRole<HTMLInputElement>('checkbox', { name: 'Petrol' });
    box.checked = true;
    const root = await act(() => hydrateRoot(container, app('/cars?fuel_type=Diesel')));
    expect(where()).toBe('/cars?fuel_type=Diesel,Petrol');
    expect(box.checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});

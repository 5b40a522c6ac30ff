// Public catalogue reads and the comparison read (docs/product/catalogue.md).
import {
  BrandsResponseSchema,
  CarDetailsResponseSchema,
  CarIdQuerySchema,
  CarListQuerySchema,
  CarListResponseSchema,
  cataloguePaths,
  CompareHeadersSchema,
  CompareResponseSchema,
  FilterListResponseSchema,
  HeaderMenuQuerySchema,
  HeaderMenuResponseSchema,
  KILOMETER_BANDS,
  MAX_PAGE_LIMIT,
  PagingHeadersSchema,
  VendorCarsHeadersSchema,
  VendorCarsResponseSchema,
  type CarListQuery,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { findPrincipal, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { cachedForGuests } from '../../http/guest-cache';
import { byServerRender } from '../../http/server-render-mark';
import { notFound } from '../../http/errors';
import { pageOf, pagination } from '../../http/paging';
import { dealerReplyHours } from '../offers';
import { selectCarDetails, selectComparedCars, selectNearbyVendors, selectVendor } from './details-query';
import { FacetCache, searchVariants, type Facets } from './facets';
import { countCars, isUnfiltered, selectCarPage, type CarFilters, type CarSort } from './list-query';
import { viewCounterOf } from './views';

function filtersFrom(q: CarListQuery, facets: Facets): CarFilters {
  if (q.search) {
    const text = q.search;
    const variantIds = searchVariants(facets, text);
    return { search: { text, variantIds, customNames: facets.customNames > 0 } };
  }
  const { canonical } = FacetCache;
  const known = facets.canonical;
  return {
    brands: canonical(q.car_brand, known.brands),
    types: canonical(q.car_type, known.types),
    fuels: canonical(q.fuel_type, known.fuels),
    colors: canonical(q.color, known.colors),
    transmissions: canonical(q.transmission, known.transmissions),
    location: q.location ? canonical([q.location], known.locations)?.[0] : undefined,
    minYear: q.year,
    maxKm: q.kilometers,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    deals: q.deal,
    inspected: q.inspected === 'true' || undefined,
  };
}

const sortOf = (value: CarListQuery['price_sorting']): CarSort =>
  value === 'low_to_high' || value === 'high_to_low' || value === 'best_deal' ? value : 'featured';

/**
 * The totals the facet cache already holds (at most a second old): the whole catalogue, and a search
 * that matches by model names only. Counting them on every request would read 500,000 rows for the
 * home page, and every car of a popular model for a search (docs/decisions/004).
 */
function knownTotal(filters: CarFilters, facets: Facets): number | undefined {
  if (isUnfiltered(filters)) return facets.total;
  const { search } = filters;
  if (!search || search.customNames || filters.vendorId !== undefined) return undefined;
  return search.variantIds.reduce((sum, id) => sum + (facets.carsByVariant.get(id) ?? 0), 0);
}

export async function catalogueRoutes(scope: AppInstance, options: { facetRefreshMs?: number }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const facets = new FacetCache(db, options.facetRefreshMs);
  const views = viewCounterOf(db);
  app.addHook('onClose', async () => {
    facets.dispose();
    await views.flush();
  });
  const remember = (key: string, compute: () => Promise<number[]>) => facets.remember(key, compute);
  const buyerOf = async (request: Parameters<typeof findPrincipal>[1]) => {
    const principal = await findPrincipal(app, request);
    return principal?.kind === 'buyer' ? principal.id : null;
  };
  const tags = ['catalogue'];
  // Every guest gets the same answer to these reads: from the shared cache (docs/page-cache.md).
  const guests = cachedForGuests(app.sharedCache);
  const detailsForGuests = cachedForGuests(app.sharedCache, (request) => {
    const id = Number((request.query as { car_id?: unknown }).car_id);
    if (Number.isSafeInteger(id)) views.record(id, app.deps.clock.now());
  });

  app.get(
    cataloguePaths.carList,
    {
      ...guests,
      schema: {
        tags,
        summary: 'Cars with filters, search, sort and paging; wishlist_status for the signed-in buyer',
        querystring: CarListQuerySchema,
        headers: PagingHeadersSchema,
        response: { 200: CarListResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { limit, offset } = pageOf(request.headers, q);
      const facetData = await facets.get();
      const filters = filtersFrom(q, facetData);
      const total =
        knownTotal(filters, facetData) ?? (await facets.remember(`count ${JSON.stringify(filters)}`, () => countCars(db, filters)));
      // A page past the end (or of nothing) needs no query: looking for rows that do not exist walks an index to its end.
      const sort = sortOf(q.price_sorting);
      const cars =
        offset < total
          ? await selectCarPage(db, filters, sort, limit, offset, await buyerOf(request), app.deps.clock.now(), { remember })
          : [];
      return ok('Cars fetched successfully', { filteredCars: { cars, pagination: pagination(total, limit, offset) } });
    },
  );

  app.get(
    cataloguePaths.filterList,
    {
      ...guests,
      schema: { tags, summary: 'The options of every filter of the car list', response: { 200: FilterListResponseSchema } },
    },
    async () => {
      const f = await facets.get();
      return ok('Filters fetched successfully', {
        carPrice: [{ min_price: f.minPrice, max_price: f.maxPrice }],
        carLocations: [...f.locations].sort((a, b) => a.name.localeCompare(b.name)).map((l) => ({ car_location: l.name })),
        carBrands: f.brands.filter((b) => b.count > 0).map((b) => ({ car_brand_name: b.name })),
        carManufacturingYear: f.years.map((y) => ({ min_manufacturing_year: y })),
        carTypes: [...f.types].sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({ car_type_name: t.name })),
        carFuelTypes: f.fuels.map((v) => ({ car_fuel_type: v })),
        carColours: f.colors.map((v) => ({ car_colour: v })),
        carTransmissions: f.transmissions.map((v) => ({ transmission_name: v })),
      });
    },
  );

  app.get(
    cataloguePaths.brands,
    {
      ...guests,
      schema: {
        tags,
        summary: 'Brands with their marks, paged by x-offset and x-limit',
        headers: PagingHeadersSchema,
        response: { 200: BrandsResponseSchema },
      },
    },
    async (request) => {
      const limit = Math.min(request.headers['x-limit'] ?? 10, MAX_PAGE_LIMIT);
      const offset = request.headers['x-offset'] ?? 0;
      const all = (await facets.get()).brands.filter((b) => b.count > 0);
      return ok('Brands fetched successfully', {
        results: all.slice(offset, offset + limit).map(({ id, name, image }) => ({ id, name, image })),
        total: all.length,
      });
    },
  );

  app.get(
    cataloguePaths.headerMenu,
    {
      ...guests,
      schema: {
        tags,
        summary: 'Cities, brands, kilometre bands and body types for the CARS menu',
        querystring: HeaderMenuQuerySchema,
        response: { 200: HeaderMenuResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const f = await facets.get();
      return ok('Header menu fetched successfully', {
        payload: {
          cities: f.locations.slice(0, q.cities_limit ?? 5).map((l) => ({ name: l.name, car_count: l.count })),
          car_brands: [...f.brands]
            .filter((b) => b.count > 0)
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            .slice(0, q.car_brands_limit ?? 5)
            .map((b) => ({ id: b.id, name: b.name, image: b.image, car_count: b.count })),
          distance: KILOMETER_BANDS.slice(0, q.distance_limit ?? 5).map((km) => ({
            label: `${new Intl.NumberFormat('en-IN').format(km)} kms or less`,
            kilometers: km,
          })),
          categories: f.types.slice(0, q.categories_limit ?? 5).map((t) => ({ name: t.name, car_count: t.count })),
        },
      });
    },
  );

  app.get(
    cataloguePaths.carDetails,
    {
      ...detailsForGuests,
      schema: {
        tags,
        summary: 'Every detail of one car, with its dealer',
        querystring: CarIdQuerySchema,
        response: { 200: CarDetailsResponseSchema },
      },
    },
    async (request) => {
      const details = await selectCarDetails(db, request.query.car_id, await buyerOf(request), app.deps.clock.now());
      if (!details) throw notFound('Car not found');
      // A server render's call does not count: the page it renders was counted (site/web-app.ts).
      if (!byServerRender(request)) views.record(request.query.car_id, app.deps.clock.now());
      return ok('Car details fetched successfully', { carDetails: details });
    },
  );

  // NOTE: readable without a token although the path is under /api/auth: the public dealer page reads it.
  app.get(
    cataloguePaths.vendorCars,
    {
      ...guests,
      schema: {
        tags,
        summary: "A dealer's profile, cars and nearby dealers (no token needed)",
        headers: VendorCarsHeadersSchema,
        response: { 200: VendorCarsResponseSchema },
      },
    },
    async (request) => {
      const h = request.headers;
      const vendor = await selectVendor(db, h.vendor_id);
      if (!vendor) throw notFound('Dealer not found');
      const limit = Math.min(h.limit ?? 5, MAX_PAGE_LIMIT);
      const offset = h.offset ?? 0;
      const cars = await selectCarPage(
        db,
        { vendorId: vendor.vendor_id },
        'featured',
        limit,
        offset,
        await buyerOf(request),
        app.deps.clock.now(),
      );
      const nearby = await selectNearbyVendors(db, vendor, 4);
      const replyHours = await dealerReplyHours(app.deps, vendor.vendor_id);
      return ok('Dealer cars fetched successfully', {
        vendor: { ...vendor, reply_time_hours: replyHours === null ? null : Math.round(replyHours * 10) / 10 },
        cars,
        pagination: pagination(vendor.car_count, limit, offset),
        nearby_dealers: nearby,
      });
    },
  );

  await app.register(async (inner) => {
    const auth = inner.withTypeProvider<ZodTypeProvider>();
    auth.addHook('onRequest', requirePrincipal(app, 'buyer'));
    auth.get(
      cataloguePaths.compareCars,
      {
        schema: {
          tags,
          summary: 'Two or three cars side by side',
          security: [{ accessToken: [] }],
          headers: CompareHeadersSchema,
          response: { 200: CompareResponseSchema },
        },
      },
      async (request) => {
        const ids = request.headers['x-car-ids'];
        const cars = await selectComparedCars(db, ids, app.deps.clock.now());
        const missing = ids.filter((id) => !cars.some((c) => c.car_id === id));
        if (missing.length) throw notFound(`Car not found: ${missing.join(', ')}`);
        return ok('Cars fetched successfully', { car_details: cars });
      },
    );
  });
}

import { describe, expect, it } from 'vitest';
import { findSimilarDeals, pickSimilar, priceBand, SIMILAR_PRICE_STEPS, type PriceBand } from './similar-deals-rule';

const LAKH = 100_000;

function car(id: number, car_type: string, lakh: number, transmission = 'Automatic') {
  return { id, car_type, listing_price: Math.round(lakh * LAKH), transmission };
}

const cClass = car(1, 'Sedan', 39);
const catalogue = [
  cClass,
  car(2, 'SUV', 113), // an X7 at three times the price, once shown as a similar deal
  car(3, 'Sedan', 42),
  car(4, 'Sedan', 36, 'Manual'),
  car(5, 'SUV', 40),
  car(6, 'Sedan', 48),
  car(7, 'Sedan', 30),
  car(8, 'Sedan', 55),
  car(9, 'Sedan', 70),
  car(10, 'sedan ', 38),
  car(11, 'Coupe', 39),
];

/** The car list's own filters (see docs/product/catalogue.md) over an array: what the server answers for a band. */
function listed(band: PriceBand, carType: string, transmission?: string) {
  return catalogue.filter(
    (c) =>
      c.car_type.trim().toLowerCase() === carType.toLowerCase() &&
      c.listing_price >= band.min_price &&
      c.listing_price <= band.max_price &&
      (!transmission || c.transmission.toLowerCase() === transmission.toLowerCase()),
  );
}

describe('priceBand', () => {
  it('reaches the share either side in whole rupees', () => {
    expect(priceBand(39 * LAKH, 0.15)).toEqual({ min_price: 3_315_000, max_price: 4_485_000 });
    expect(priceBand(1001, 0.5)).toEqual({ min_price: 500, max_price: 1502 });
  });

  it('widens step by step and never past half the price either side', () => {
    expect([...SIMILAR_PRICE_STEPS]).toEqual([...SIMILAR_PRICE_STEPS].sort((a, b) => a - b));
    expect(Math.max(...SIMILAR_PRICE_STEPS)).toBeLessThanOrEqual(0.5);
  });
});

describe('pickSimilar', () => {
  it('keeps the same body type within the band, never the car itself, closest in price first', () => {
    const band = priceBand(cClass.listing_price, 0.3);
    expect(pickSimilar(catalogue, cClass, band).map((c) => c.id)).toEqual([10, 3, 4, 6, 7]);
  });

  it('never pairs a ₹39 lakh sedan with a ₹1.13 crore SUV, however wide the band', () => {
    for (const reach of SIMILAR_PRICE_STEPS) {
      const ids = pickSimilar(catalogue, cClass, priceBand(cClass.listing_price, reach)).map((c) => c.id);
      expect(ids).not.toContain(2);
      expect(ids).not.toContain(5);
      expect(ids).not.toContain(11);
    }
  });

  it('follows the transmission given in navigation state, whatever its case', () => {
    const band = priceBand(cClass.listing_price, 0.5);
    expect(pickSimilar(catalogue, cClass, band, 'manual').map((c) => c.id)).toEqual([4]);
    expect(pickSimilar(catalogue, cClass, band, 'CVT')).toEqual([]);
  });

  it('keeps at most 5 and counts a car met twice once', () => {
    const band = priceBand(cClass.listing_price, 0.5);
    const twice = [...catalogue, ...catalogue];
    const picked = pickSimilar(twice, cClass, band);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((c) => c.id)).size).toBe(5);
  });
});

describe('findSimilarDeals', () => {
  it('stops at the first band that yields 5', async () => {
    const asked: PriceBand[] = [];
    const deals = await findSimilarDeals(cClass, undefined, (band) => {
      asked.push(band);
      return Promise.resolve(listed(band, 'Sedan'));
    });
    // ±15% holds 3, 4 and 10 only; ±30% adds 6 and 7.
    expect(asked).toEqual([priceBand(cClass.listing_price, 0.15), priceBand(cClass.listing_price, 0.3)]);
    expect(deals.map((c) => c.id)).toEqual([10, 3, 4, 6, 7]);
  });

  it('widens to the last band only when too few, and answers fewer rather than stray outside it', async () => {
    const asked: PriceBand[] = [];
    const deals = await findSimilarDeals(cClass, 'Manual', (band) => {
      asked.push(band);
      return Promise.resolve(listed(band, 'Sedan', 'Manual'));
    });
    expect(asked).toHaveLength(SIMILAR_PRICE_STEPS.length);
    expect(deals.map((c) => c.id)).toEqual([4]);
  });

  it('answers none when the catalogue holds nothing like the car', async () => {
    const x7 = catalogue[1]!;
    const deals = await findSimilarDeals(x7, undefined, (band) => Promise.resolve(listed(band, 'SUV')));
    expect(deals).toEqual([]);
  });
});

// The estimate on hand-made catalogues whose answers are known.
import { describe, expect, it } from 'vitest';
import { accuracyOf, estimateAll, inputOf, labelOf, type Estimate, type PricingCar } from './estimate';

/** A price on an exact line: 60 lakh for a 2024 car with no kilometres, 10% less a year, 20% less per 100,000 km (in logs). */
const onLine = (year: number, km: number) => 6_000_000 * Math.exp(-0.1 * (2024 - year) - 0.2 * (km / 100_000));

function car(id: number, year: number, km: number, price = onLine(year, km), extra: Partial<PricingCar> = {}): PricingCar {
  return {
    id,
    modelId: 1,
    variantId: 1,
    year,
    km,
    owners: 1,
    price,
    brandId: 1,
    body: 'SUV',
    fuel: 'Petrol',
    transmission: 'Automatic',
    newPrice: 7_000_000,
    power: 300,
    cc: 2998,
    ...extra,
  };
}

/** Eight cars of one model on the line, years 2019 to 2024, 10,000 to 80,000 km. */
const lineCars = [
  car(1, 2019, 80_000),
  car(2, 2020, 60_000),
  car(3, 2020, 30_000),
  car(4, 2021, 50_000),
  car(5, 2022, 20_000),
  car(6, 2022, 40_000),
  car(7, 2023, 10_000),
  car(8, 2024, 15_000),
];

describe('the fair-price estimate', () => {
  it('finds the line a model sits on, each car from the others only', () => {
    const estimates = estimateAll(inputOf(lineCars));
    // Comparables: the other cars within 2 years. The 2019 car has the 2020 and 2021 ones (3), the 2023 car
    // 4, the 2024 car 3: no estimate for those three.
    expect(estimates.map((e) => e.comparables)).toEqual([3, 5, 5, 6, 6, 6, 4, 3]);
    lineCars.forEach((c, i) => {
      const e = estimates[i]!;
      if (e.comparables < 5) return expect(e.value).toBeNull();
      // Rounded to 1,000 rupees; the tiny ridge on the slopes moves it by far less than 0.5%.
      expect(Math.abs(e.value! - c.price) / c.price).toBeLessThan(0.005);
    });
  });

  it('values a car priced 20% under the line at the line, labelled great, whatever its own price', () => {
    const cheap = car(9, 2021, 30_000, onLine(2021, 30_000) * 0.8);
    const estimates = estimateAll(inputOf([...lineCars, cheap]));
    const e = estimates[8]!;
    const fair = onLine(2021, 30_000);
    // The others lie on the line exactly, so the value from them is the line's (to 0.5%, as above).
    expect(Math.abs(e.value! - fair) / fair).toBeLessThan(0.005);
    expect(e.label).toBe('great');
    expect(e.ratio).toBeCloseTo(0.8, 2);
    // Its own price takes no part: priced at the line or 20% over it, its value is the same.
    const dear = estimateAll(inputOf([...lineCars, car(9, 2021, 30_000, fair * 1.2)]))[8]!;
    expect(dear.value).toBe(e.value);
    expect(dear.label).toBe('high');
  });

  it('answers no figures under 5 comparables, and says how many there were', () => {
    const few = [car(1, 2020, 30_000), car(2, 2021, 20_000), car(3, 2022, 10_000, undefined), car(4, 2022, 12_000)];
    for (const e of estimateAll(inputOf(few))) {
      expect(e).toEqual({ value: null, low: null, high: null, label: null, comparables: 3, basis: null, ratio: null });
    }
    // Comparables are the model's cars within 2 years: a 2014 car among 2020-2024 ones has none.
    const old = estimateAll(inputOf([...lineCars, car(9, 2014, 90_000)]))[8]!;
    expect(old.comparables).toBe(0);
    expect(old.value).toBeNull();
  });

  it('keeps to the variant where it has 5 comparables of its own', () => {
    const other = lineCars.map((c) => ({ ...c, id: c.id + 100, variantId: 2, price: c.price * 1.3 }));
    const estimates = estimateAll(inputOf([...lineCars, ...other]));
    // Each variant has 8 cars: a term of its own, so the dearer variant's cars are valued 30% higher (its term
    // pulled towards the model's by half a car's weight: under 2% with the 7 others).
    other.forEach((c, i) => {
      const e = estimates[8 + i]!;
      if (e.comparables < 5) return expect(e.value).toBeNull();
      expect(Math.abs(e.value! - c.price) / c.price).toBeLessThan(0.02);
    });
    // A car whose variant has under 5 within 2 years counts its model's instead (the 2019 car: 3 of its variant, 7 in all).
    expect(estimates[0]!.comparables).toBe(7);
    expect(estimates.filter((e) => e.value !== null)).toHaveLength(16);
    // Car 4 (2021) has 2019-2023 cars of its variant within 2 years: 6 others, so its comparables are its variant's.
    expect(estimates[3]!.comparables).toBe(6);
  });

  it("draws the band from the model's spread: half the cars inside it", () => {
    // Noise of +-2%, +-6% alternating over 40 cars: the median error is between, about half the cars inside.
    const noisy = Array.from({ length: 40 }, (_, i) => {
      const year = 2019 + (i % 6);
      const km = 10_000 + ((i * 7919) % 80_000);
      const noise = i % 2 ? (i % 4 === 1 ? 0.02 : -0.02) : i % 4 === 0 ? 0.06 : -0.06;
      return car(i + 1, year, km, onLine(year, km) * (1 + noise));
    });
    const input = inputOf(noisy);
    const estimates = estimateAll(input);
    const { estimated, medianError, insideBand } = accuracyOf(input, estimates);
    expect(estimated).toBe(40);
    expect(medianError).toBeGreaterThan(0.015);
    expect(medianError).toBeLessThan(0.07);
    expect(insideBand).toBeGreaterThanOrEqual(0.4);
    expect(insideBand).toBeLessThanOrEqual(0.6);
  });

  it('labels by the band: great below it, good in its lower quarter, fair up to its top, high above', () => {
    const q = 0.1;
    expect(labelOf(89, 100, q)).toBe('great');
    expect(labelOf(95, 100, q)).toBe('good');
    expect(labelOf(99, 100, q)).toBe('fair');
    expect(labelOf(110, 100, q)).toBe('fair');
    expect(labelOf(112, 100, q)).toBe('high');
  });
});

describe('the pooled estimate, for a car its model cannot estimate', () => {
  /** A new price less 10% a year from 2024 and 20% per 100,000 km (in logs), times the brand's standing. */
  const line = (newPrice: number, year: number, km: number, standing = 1) =>
    newPrice * standing * Math.exp(-0.1 * (2024 - year) - 0.2 * (km / 100_000));
  /** +-4% and +-1.5% in turn: a spread the fit cannot explain, the same in every model. */
  const noise = (k: number) => [1.04, 0.985, 0.96, 1.015][k % 4]!;
  /** Brand 1's SUVs sit on the line, brand 2's 15% above it: five models of 12 cars, new prices 6 to 10 million. */
  const market: PricingCar[] = [];
  const models = [
    { modelId: 11, brandId: 1, newPrice: 6_000_000, standing: 1 },
    { modelId: 12, brandId: 1, newPrice: 8_000_000, standing: 1 },
    { modelId: 13, brandId: 1, newPrice: 10_000_000, standing: 1 },
    { modelId: 21, brandId: 2, newPrice: 7_000_000, standing: 1.15 },
    { modelId: 22, brandId: 2, newPrice: 9_000_000, standing: 1.15 },
  ];
  for (const m of models) {
    for (let k = 0; k < 12; k++) {
      const year = 2019 + (k % 6);
      const km = 10_000 + ((k * 7919) % 70_000);
      market.push(
        car(market.length + 1, year, km, line(m.newPrice, year, km, m.standing) * noise(k), {
          modelId: m.modelId,
          variantId: m.modelId * 10,
          brandId: m.brandId,
          newPrice: m.newPrice,
        }),
      );
    }
  }
  /** One car of a model of its own, on its brand's line unless priced otherwise. */
  const lone = (id: number, extra: Partial<PricingCar> & { standing?: number }, price?: number) => {
    const { standing = 1, ...rest } = extra;
    return car(id, 2022, 30_000, price ?? line(rest.newPrice ?? 9_000_000, 2022, 30_000, standing), {
      variantId: id,
      newPrice: 9_000_000,
      ...rest,
    });
  };
  const estimateOf = (cars: PricingCar[], id: number): Estimate => {
    const all = estimateAll(inputOf([...market, ...cars]));
    return all[market.length + cars.findIndex((c) => c.id === id)]!;
  };
  const halfWidth = (e: Estimate) => Math.log(e.high! / e.low!) / 2;

  it("gives a model's only car a band from its brand's cars of its body type, at its brand's line", () => {
    const e = estimateOf([lone(100, { modelId: 14, brandId: 1 })], 100);
    expect(e).toMatchObject({ basis: 'brand', comparables: 36 });
    const fair = line(9_000_000, 2022, 30_000);
    expect(Math.abs(e.value! - fair) / fair).toBeLessThan(0.03);
    expect(e.low! < fair && fair < e.high!).toBe(true);
  });

  it("carries the brand's standing over: a lone car of the dearer brand is valued at its brand's line", () => {
    const e = estimateOf([lone(100, { modelId: 23, brandId: 2, standing: 1.15 })], 100);
    expect(e).toMatchObject({ basis: 'brand', comparables: 24 });
    const fair = line(9_000_000, 2022, 30_000, 1.15);
    expect(Math.abs(e.value! - fair) / fair).toBeLessThan(0.03);
    // Well above what the same car of the other brand is worth.
    expect(e.value!).toBeGreaterThan(line(9_000_000, 2022, 30_000) * 1.08);
  });

  it('rests on the segment when the brand has no cars of the body type, between the brands it knows', () => {
    const e = estimateOf([lone(100, { modelId: 31, brandId: 3 })], 100);
    expect(e).toMatchObject({ basis: 'segment', comparables: 60 });
    expect(e.value!).toBeGreaterThan(line(9_000_000, 2022, 30_000) * 0.98);
    expect(e.value!).toBeLessThan(line(9_000_000, 2022, 30_000, 1.15) * 1.02);
    // A Sedan of the brand: none of its body type anywhere, so its segment is every other car.
    const sedan = estimateOf([lone(101, { modelId: 32, brandId: 3, body: 'Sedan' })], 101);
    expect(sedan).toMatchObject({ basis: 'segment', comparables: 60 });
  });

  it('widens the band as the evidence thins: model, then a brand model of 4 cars, then of 1, then the segment', () => {
    const four = [0, 1, 2, 3].map((k) => lone(200 + k, { modelId: 15, brandId: 1 }, line(9_000_000, 2022, 30_000) * noise(k)));
    const cars = [...four, lone(100, { modelId: 14, brandId: 1 }), lone(101, { modelId: 31, brandId: 3 })];
    const all = estimateAll(inputOf([...market, ...cars]));
    const ofModel = all[market.findIndex((c) => c.modelId === 11 && c.year === 2021)]!;
    const [ofFour, ofOne, ofSegment] = [200, 100, 101].map((id) => all[market.length + cars.findIndex((c) => c.id === id)]!);
    expect([ofModel.basis, ofFour!.basis, ofOne!.basis, ofSegment!.basis]).toEqual(['model', 'brand', 'brand', 'segment']);
    // The brand's other SUVs: the market's 36, the lone model 14's car and its own model's 3 others.
    expect(ofFour!.comparables).toBe(36 + 1 + 3);
    expect(halfWidth(ofModel)).toBeLessThan(halfWidth(ofFour!));
    expect(halfWidth(ofFour!)).toBeLessThan(halfWidth(ofOne!));
    expect(halfWidth(ofOne!)).toBeLessThan(halfWidth(ofSegment!));
  });

  it('never lets a lone car pull its own value: 20% over its line, it is valued at the line and labelled high', () => {
    const fair = line(9_000_000, 2022, 30_000);
    const onIt = estimateOf([lone(100, { modelId: 14, brandId: 1 })], 100);
    const dear = estimateOf([lone(100, { modelId: 14, brandId: 1 }, fair * 1.2)], 100);
    // It is one car of 61 in the segment fit, and no part of its brand's or model's level.
    expect(Math.abs(dear.value! - onIt.value!) / onIt.value!).toBeLessThan(0.01);
    expect(dear.label).toBe('high');
    expect(dear.ratio!).toBeGreaterThan(1.15);
  });

  it('gives none in a catalogue under 30 cars, however the cars line up', () => {
    const few = estimateAll(inputOf([...market.slice(0, 28), lone(100, { modelId: 14, brandId: 1 })])).at(-1)!;
    expect(few).toMatchObject({ value: null, basis: null, comparables: 0 });
    const enough = estimateAll(inputOf([...market.slice(0, 29), lone(100, { modelId: 14, brandId: 1 })])).at(-1)!;
    expect(enough.basis).toBe('brand');
  });
});

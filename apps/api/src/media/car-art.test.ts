import { describe, expect, it } from 'vitest';
import {
  bodySlug,
  bodyTypes,
  brandInitials,
  carViews,
  parseBodySlug,
  renderBrandMarkSvg,
  renderCarSvg,
  renderFallbackCarSvg,
  renderModelSvg,
  brandFaces,
  type CarLook,
  type BodyType,
  type CarView,
} from './car-art';
import { findCarLook, galleryViews, modelImageUrl, modelSlug } from './car-models';
import { brandSeeds } from '../demo/catalogue-data';

const TAG = /<[^>]*>/g;
const WELL_FORMED_TAG = /^<(\/[a-zA-Z][\w:-]*|[a-zA-Z][\w:-]*(\s+[\w:-]+="[^"<>]*")*\s*\/?)>$/;

/** A tiny XML check: every tag is well formed, tags nest and close in order, and no text holds a raw < or >. */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [tag] of svg.matchAll(TAG)) {
    if (!WELL_FORMED_TAG.test(tag)) problems.push(`malformed ${tag.slice(0, 60)}`);
    const name = /^<\/?([\w:-]+)/.exec(tag)?.[1] ?? '';
    if (tag.endsWith('/>')) continue;
    if (tag.startsWith('</')) {
      const last = open.pop();
      if (last !== name) problems.push(`</${name}> closes <${last ?? 'nothing'}>`);
    } else {
      open.push(name);
    }
  }
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  const text = svg.replace(TAG, '');
  if (/[<>]/.test(text)) problems.push('raw < or > in text');
  if (/&(?!(amp|lt|gt|quot|#39);)/.test(text)) problems.push('raw & in text');
  return problems;
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
}

function references(svg: string): string[] {
  return [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** The drawing without its title and with the per-document id prefix neutralised, to compare geometry. */
function drawing(svg: string): string {
  const prefix = /\sid="([a-z0-9]+-)/.exec(svg)?.[1] ?? '';
  return svg
    .replace(/<title>.*?<\/title>/, '')
    .split(prefix)
    .join('');
}

const exteriorViews: readonly CarView[] = ['side', 'front-quarter', 'rear-quarter', 'front', 'rear'];
const combos = bodyTypes.flatMap((body) => carViews.map((view) => [body, view] as [BodyType, CarView]));

describe('body slugs', () => {
  it('round-trips every body type', () => {
    for (const body of bodyTypes) expect(parseBodySlug(bodySlug(body))).toBe(body);
    expect(bodyTypes.map(bodySlug)).toEqual(['sedan', 'suv', 'coupe', 'convertible', 'hatchback', 'mpv']);
  });

  it('ignores case and surrounding space, and refuses anything else', () => {
    expect(parseBodySlug(' SUV ')).toBe('SUV');
    expect(parseBodySlug('Hatchback')).toBe('Hatchback');
    expect(parseBodySlug('truck')).toBeNull();
    expect(parseBodySlug('')).toBeNull();
  });
});

describe('renderCarSvg', () => {
  it.each(combos)('%s, %s: a well-formed 16:10 SVG document', (body, view) => {
    const svg = renderCarSvg(body, '1a1a1a', view);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 1600 1000"');
    expect(svg).toContain('width="1600" height="1000"');
    expect(svg).toMatch(new RegExp(`<title>${body}, [a-z -]*view</title>`));
    expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg.length).toBeLessThan(25_000);
  });

  it.each(combos)('%s, %s: ids are unique and every reference resolves', (body, view) => {
    const svg = renderCarSvg(body, 'b0191e', view);
    const defined = ids(svg);
    expect(new Set(defined).size).toBe(defined.length);
    for (const ref of references(svg)) expect(defined).toContain(ref);
  });

  it.each(bodyTypes.flatMap((body) => exteriorViews.map((view) => [body, view] as const)))(
    '%s, %s: is painted the car colour',
    (body, view) => {
      for (const colour of ['1a1a1a', 'f5f5f5', 'b0191e', '1f4e9c', 'c0c0c0']) {
        expect(renderCarSvg(body, colour, view)).toContain(`#${colour}`);
      }
    },
  );

  it('shows the paint as trim inside the car', () => {
    expect(renderCarSvg('Coupe', 'b0191e', 'interior')).toContain('#b0191e');
  });

  it('gives byte-identical output for the same inputs', () => {
    for (const [body, view] of combos) expect(renderCarSvg(body, '4a4d52', view)).toBe(renderCarSvg(body, '4a4d52', view));
  });

  it('draws each body type differently in every view', () => {
    for (const view of carViews) {
      const drawings = new Set(bodyTypes.map((body) => drawing(renderCarSvg(body, '2b3a55', view))));
      expect(drawings.size).toBe(bodyTypes.length);
    }
  });

  it('draws different colours differently', () => {
    expect(renderCarSvg('SUV', '1a1a1a', 'side')).not.toBe(renderCarSvg('SUV', 'f5f5f5', 'side'));
  });

  it('accepts a leading # and capitals, and falls back to neutral grey for a bad colour', () => {
    expect(renderCarSvg('Sedan', '#1A1A1A', 'side')).toBe(renderCarSvg('Sedan', '1a1a1a', 'side'));
    for (const bad of ['', 'red', '12345', '1234567', 'gggggg']) {
      const svg = renderCarSvg('Sedan', bad, 'front-quarter');
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(xmlProblems(svg)).toEqual([]);
      expect(svg).toContain('#8a8d91');
    }
  });
});

describe('renderFallbackCarSvg', () => {
  it('is a well-formed, deterministic 16:10 placeholder', () => {
    const svg = renderFallbackCarSvg();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1600 1000"');
    expect(svg).toContain('Image not available');
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(xmlProblems(svg)).toEqual([]);
    expect(renderFallbackCarSvg()).toBe(svg);
  });
});

describe('brand marks', () => {
  it.each([
    ['Mercedes-Benz', 'MB'],
    ['BMW', 'BMW'],
    ['Land Rover', 'LR'],
    ['Maserati', 'MS'],
    ['MINI', 'MINI'],
    ['Rolls-Royce', 'RR'],
    ['Aston Martin', 'AM'],
    ['Mini', 'MN'],
    ['Jaguar', 'JG'],
    ['Jeep', 'JP'],
    ['Audi', 'AD'],
    ['Škoda', 'ŠK'],
    ['', '?'],
  ])('%s is monogrammed %s', (name, initials) => {
    expect(brandInitials(name)).toBe(initials);
    if (initials !== '?') expect(renderBrandMarkSvg(name)).toContain(`>${initials}</text>`);
  });

  it('is a square, well-formed, deterministic badge', () => {
    const svg = renderBrandMarkSvg('Porsche');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 200 200"');
    expect(svg).toContain('<title>Porsche brand mark</title>');
    expect(xmlProblems(svg)).toEqual([]);
    expect(renderBrandMarkSvg('Porsche')).toBe(svg);
  });

  it('escapes hostile names', () => {
    const svg = renderBrandMarkSvg(`<script>&"'`);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&#39; brand mark');
    expect(xmlProblems(svg)).toEqual([]);
    const quoted = renderBrandMarkSvg(`A"B' <C>`);
    expect(xmlProblems(quoted)).toEqual([]);
    expect(quoted).toContain('&quot;');
  });

  it('gives every maker of the catalogue a mark of its own: no two share letters or drawing', () => {
    const names = brandSeeds.map((b) => b.name);
    expect(new Set(names.map(brandInitials)).size).toBe(names.length);
    expect(new Set(names.map(renderBrandMarkSvg)).size).toBe(names.length);
    for (const name of names) expect(xmlProblems(renderBrandMarkSvg(name))).toEqual([]);
  });

  it('picks colours from the palette by name, varying across brands', () => {
    const fills = ['Audi', 'Bentley', 'Jaguar', 'Lexus', 'Porsche', 'Volvo', 'Ferrari', 'Lamborghini'].map(
      (name) => /stop-color="(#[0-9a-f]{6})"/.exec(renderBrandMarkSvg(name))?.[1],
    );
    expect(new Set(fills).size).toBeGreaterThan(2);
  });
});

/** Every model of the catalogue with its drawing. */
const catalogue = brandSeeds.flatMap((brand) =>
  brand.models.map((model) => ({ brand, model, look: findCarLook(brand.slug, modelSlug(model.name)) as CarLook })),
);
const lookOf = (brand: string, model: string): CarLook => {
  const look = findCarLook(brand, model);
  if (!look) throw new Error(`${brand}/${model} has no drawing`);
  return look;
};
/** The outlines only (path data), so a colour or a gradient alone never counts as a different drawing. */
const paths = (svg: string): string => [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join('|');

describe('models of the catalogue, each drawn as itself', () => {
  it('gives every model a drawing of its own body type and size, and none to an unknown model', () => {
    for (const { brand, model, look } of catalogue) {
      expect(look, `${brand.name} ${model.name}`).not.toBeNull();
      expect(look.body).toBe(model.body);
      expect([look.dims.length, look.dims.width, look.dims.height, look.dims.wheelbase]).toEqual(model.dims.slice(0, 4));
      expect(look.name).toContain(brand.name);
    }
    expect(findCarLook('bmw', 'no-such-model')).toBeNull();
    expect(findCarLook('no-such-brand', 'x1')).toBeNull();
    expect(modelSlug('Range Rover Sport')).toBe('range-rover-sport');
    expect(modelImageUrl('bmw', 'X7', '1A2B3C', 'side')).toBe('/media/cars/bmw/x7/1a2b3c/side.svg');
  });

  it('gives every maker of the catalogue its own face: grille, head lamps and tail lamps', () => {
    const faces = brandSeeds.map((b) => brandFaces[b.slug]);
    for (const [i, face] of faces.entries()) expect(face, brandSeeds[i]?.name).toBeDefined();
    expect(new Set(faces.map((f) => f?.grille)).size).toBe(brandSeeds.length);
    expect(new Set(faces.map((f) => `${f?.lamp}|${f?.tail}`)).size).toBe(brandSeeds.length);
    // The same body with each maker's face: every front and every rear is drawn differently.
    const c = lookOf('bmw', '3-series');
    for (const view of ['front', 'front-quarter'] as const) {
      const drawn = brandSeeds.map((b) => paths(renderModelSvg({ ...c, face: brandFaces[b.slug] ?? null }, '2b3a55', view)));
      expect(new Set(drawn).size, view).toBe(brandSeeds.length);
    }
    const tails = new Set(brandSeeds.map((b) => brandFaces[b.slug]?.tail));
    const rears = new Set(brandSeeds.map((b) => paths(renderModelSvg({ ...c, face: brandFaces[b.slug] ?? null }, '2b3a55', 'rear'))));
    expect(rears.size).toBe(tails.size);
  });

  it('draws the four gallery views of a car as four different pictures', () => {
    expect(galleryViews).toEqual(['front-quarter', 'side', 'rear-quarter', 'interior']);
    for (const { look } of catalogue) {
      const drawn = galleryViews.map((view) => paths(renderModelSvg(look, '6b1f2a', view)));
      expect(new Set(drawn).size, look.name).toBe(4);
    }
  });

  it('gives models of one body type their own proportions: a Compass, an X1 and an X7 differ in every view', () => {
    const suvs = [lookOf('jeep', 'compass'), lookOf('bmw', 'x1'), lookOf('bmw', 'x7')];
    for (const view of exteriorViews) expect(new Set(suvs.map((look) => paths(renderModelSvg(look, '1a1a1a', view)))).size, view).toBe(3);
    // The cabin is the maker's: a Jeep's and a BMW's dashboards differ.
    expect(paths(renderModelSvg(lookOf('jeep', 'compass'), '1a1a1a', 'interior'))).not.toBe(
      paths(renderModelSvg(lookOf('bmw', 'x1'), '1a1a1a', 'interior')),
    );
    // Same maker, same body type: only the size differs, and the side view shows it.
    const side = (look: CarLook) => paths(renderModelSvg({ ...look, face: brandFaces.bmw ?? null }, '1a1a1a', 'side'));
    expect(side(lookOf('bmw', 'x1'))).not.toBe(side({ ...lookOf('bmw', 'x1'), dims: lookOf('bmw', 'x7').dims }));
  });

  it('draws the wheels a wheelbase apart: the side view of a long model spaces them wider', () => {
    // Wheel centres are the translation of the wheel's placement matrix; a side view has one per axle.
    const wheelGap = (look: CarLook): number => {
      const svg = renderModelSvg(look, '1a1a1a', 'side');
      const xs = [...svg.matchAll(/href="#[^"]*wheel" transform="matrix\(([^)]+)\)"/g)].map((m) => Number(m[1]?.split(' ')[4]));
      expect(xs).toHaveLength(2);
      return Math.abs((xs[1] ?? 0) - (xs[0] ?? 0)) / 1360;
    };
    const mini = lookOf('mini', 'cooper');
    const s = lookOf('mercedes-benz', 's-class');
    expect(wheelGap(s) / wheelGap(mini)).toBeGreaterThan(1.05);
  });

  it.each(catalogue.map(({ brand, model }) => [brand.slug, modelSlug(model.name)]))(
    '%s %s: well-formed, painted, deterministic and small in every view',
    (brand, model) => {
      const look = lookOf(brand, model);
      for (const view of carViews) {
        const svg = renderModelSvg(look, 'b0191e', view);
        expect(xmlProblems(svg)).toEqual([]);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
        expect(svg).toContain(`<title>${look.name.replace(/&/g, '&amp;')}, `);
        const defined = ids(svg);
        expect(new Set(defined).size).toBe(defined.length);
        for (const ref of references(svg)) expect(defined).toContain(ref);
        expect(svg).toContain('#b0191e');
        expect(svg.length).toBeLessThan(30_000);
        expect(renderModelSvg(look, 'b0191e', view)).toBe(svg);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// SUV bodies, measured on the side view's own outlines: the body side panel (id …lower) and the
// greenhouse side (id …gh), in picture pixels, flattened from the path data the renderer wrote.

type Pt = readonly [number, number];

/** The points of an SVG path of M, L, C and Z commands (all the renderer writes), curves sampled. */
function polygon(d: string): Pt[] {
  const tokens = d.match(/[MLCZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const out: Pt[] = [];
  let command = '';
  let i = 0;
  const next = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[MLCZ]/.test(tokens[i] ?? '')) command = tokens[i++] ?? '';
    if (command === 'Z') continue;
    if (command === 'C') {
      const a = out.at(-1) ?? [0, 0];
      const b: Pt = [next(), next()];
      const c: Pt = [next(), next()];
      const e: Pt = [next(), next()];
      for (let s = 1; s <= 8; s++) {
        const t = s / 8;
        const u = 1 - t;
        const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
        out.push([w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * e[0], w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * e[1]]);
      }
    } else {
      out.push([next(), next()]);
    }
  }
  return out;
}

const shoelace = (p: readonly Pt[]): number =>
  Math.abs(p.reduce((sum, q, i) => sum + q[0] * (p[(i + 1) % p.length] ?? q)[1] - (p[(i + 1) % p.length] ?? q)[0] * q[1], 0)) / 2;

/** The highest point (least y) of a closed outline above x, or null where the outline is not. */
function topAt(p: readonly Pt[], x: number): number | null {
  let best: number | null = null;
  p.forEach((q, i) => {
    const r = p[(i + 1) % p.length] ?? q;
    if ((q[0] - x) * (r[0] - x) > 0 || q[0] === r[0]) return;
    const y = q[1] + ((r[1] - q[1]) * (x - q[0])) / (r[0] - q[0]);
    best = best === null ? y : Math.min(best, y);
  });
  return best;
}

interface SideOutline {
  /** The side silhouette's top line at 25 points along the car, as shares of its height over the ground. */
  roofline: number[];
  /** Where the greenhouse starts and ends along the car, and its window line over the ground, as shares. */
  greenhouse: [start: number, end: number, belt: number];
  /** Height of the roof over the window line at a share along the greenhouse, as a share of the highest. */
  roofAt: (share: number) => number;
  /** How much of its bounding box the greenhouse fills: upright glass at both ends and a flat roof fill nearly all. */
  boxiness: number;
  /** Length over height of the silhouette, and the wheelbase as a share of the length. */
  aspect: number;
  wheelbase: number;
}

function sideOutline(look: CarLook): SideOutline {
  const svg = renderModelSvg(look, '2b3a55', 'side');
  const outline = (id: string): Pt[] => polygon(new RegExp(`\\sid="[^"]*${id}" d="([^"]+)"`).exec(svg)?.[1] ?? '');
  const [lower, gh] = [outline('lower'), outline('gh')];
  expect(lower.length, look.name).toBeGreaterThan(10);
  expect(gh.length, look.name).toBeGreaterThan(10);
  // Wheels are placed by an affine matrix: a is the radius over 100, (e, f) the centre.
  const wheels = [...svg.matchAll(/href="#[^"]*wheel" transform="matrix\(([^)]+)\)"/g)].map((m) => (m[1] ?? '').split(' ').map(Number));
  const [a = 0, , , , e0 = 0, f = 0] = wheels[0] ?? [];
  const e1 = wheels[1]?.[4] ?? 0;
  const ground = f + a * 100;
  const all = [...lower, ...gh];
  const xs = all.map((q) => q[0]);
  const [x0, x1, top] = [Math.min(...xs), Math.max(...xs), Math.min(...all.map((q) => q[1]))];
  const [length, height] = [x1 - x0, ground - top];
  const ghXs = gh.map((q) => q[0]);
  const [g0, g1] = [Math.min(...ghXs), Math.max(...ghXs)];
  const belt = Math.max(...gh.map((q) => q[1]));
  const roof = Math.min(...gh.map((q) => q[1]));
  const silhouette = (x: number): number => Math.min(topAt(lower, x) ?? ground, topAt(gh, x) ?? ground);
  return {
    roofline: Array.from({ length: 25 }, (_, i) => (ground - silhouette(x0 + length * (0.02 + 0.04 * i))) / height),
    greenhouse: [(g0 - x0) / length, (g1 - x0) / length, (ground - belt) / height],
    roofAt: (share) => (belt - (topAt(gh, g0 + share * (g1 - g0)) ?? belt)) / (belt - roof),
    boxiness: shoelace(gh) / ((g1 - g0) * (belt - roof)),
    aspect: length / height,
    wheelbase: Math.abs(e1 - e0) / length,
  };
}

/** The largest difference between two outlines once each is scaled to its own length and height. */
function outlineDistance(a: SideOutline, b: SideOutline): number {
  const numbers = (o: SideOutline): number[] => [...o.roofline, ...o.greenhouse, o.wheelbase];
  const [na, nb] = [numbers(a), numbers(b)];
  return Math.max(...na.map((v, i) => Math.abs(v - (nb[i] ?? 0))));
}

describe('SUV bodies', () => {
  const suvs = catalogue.filter(({ model }) => model.body === 'SUV').map(({ look }) => ({ look, outline: sideOutline(look) }));
  const outlineOf = (brand: string, model: string): SideOutline => sideOutline(lookOf(brand, model));

  it('puts every SUV of the catalogue in a size class, and the classes span compact to off-road', () => {
    expect(suvs.length).toBeGreaterThan(30);
    for (const { look } of suvs) expect(look.suv?.size, look.name).toBeDefined();
    expect(new Set(suvs.map(({ look }) => look.suv?.size)).size).toBeGreaterThanOrEqual(4);
    expect(lookOf('bmw', 'x1').suv?.size).not.toBe(lookOf('bmw', 'x7').suv?.size);
    expect(lookOf('bmw', 'x3').suv?.size).toBe(lookOf('mercedes-benz', 'glc').suv?.size);
  });

  it('draws no two SUVs of different size classes with the same outline, whatever their length and height', () => {
    // Scaled to its own length and height, one body stretched to another car's size stays within a few
    // hundredths; a different shape of roof, greenhouse or wheelbase moves some part by more.
    const alike: string[] = [];
    let pairs = 0;
    for (const [i, a] of suvs.entries()) {
      for (const b of suvs.slice(i + 1)) {
        if (a.look.suv?.size === b.look.suv?.size) continue;
        pairs += 1;
        if (outlineDistance(a.outline, b.outline) < 0.03) alike.push(`${a.look.name} ~ ${b.look.name}`);
      }
    }
    // Most pairs of the catalogue's SUVs are of different classes: without classes nothing is compared.
    expect(pairs).toBeGreaterThan(suvs.length * 10);
    expect(alike).toEqual([]);
  });

  it('draws a Defender as an upright box: roof flat to the back, boxier than any SUV but the off-roaders', () => {
    const defender = outlineOf('land-rover', 'defender');
    // Nine tenths of the way back the roof is still at full height: no fall before an upright tailgate.
    expect(defender.roofAt(0.9)).toBeGreaterThan(0.96);
    expect(defender.boxiness).toBeGreaterThan(0.9);
    for (const { look, outline } of suvs) {
      if (look.suv?.size === 'off-road') continue;
      expect(defender.boxiness, look.name).toBeGreaterThan(outline.boxiness + 0.03);
    }
    // Its spare wheel hangs on the tailgate: one wheel face more than an X5 shows from behind.
    const faces = (look: CarLook): number => renderModelSvg(look, '2b3a55', 'rear-quarter').match(/href="#[^"]*-wheel" /g)?.length ?? 0;
    expect(faces(lookOf('land-rover', 'defender'))).toBe(faces(lookOf('bmw', 'x5')) + 1);
  });

  it("lets an F-Pace's roof fall further than an X5's, and an X1 stand shorter than an X7", () => {
    const [fPace, x5] = [outlineOf('jaguar', 'f-pace'), outlineOf('bmw', 'x5')];
    expect(x5.roofAt(0.85)).toBeGreaterThan(0.85);
    expect(fPace.roofAt(0.85)).toBeLessThan(x5.roofAt(0.85) - 0.2);
    expect(fPace.roofAt(0.7)).toBeLessThan(x5.roofAt(0.7) - 0.08);
    const [x1, x7] = [outlineOf('bmw', 'x1'), outlineOf('bmw', 'x7')];
    expect(x7.aspect).toBeGreaterThan(x1.aspect);
    expect(outlineDistance(x1, x7)).toBeGreaterThan(0.05);
  });
});

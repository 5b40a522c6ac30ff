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

describe('models of the catalogue (issue 25)', () => {
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

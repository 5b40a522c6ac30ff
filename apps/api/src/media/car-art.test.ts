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
  type BodyType,
  type CarView,
} from './car-art';

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
    ['Maserati', 'M'],
    ['MINI', 'MINI'],
    ['Rolls-Royce', 'RR'],
    ['Aston Martin', 'AM'],
    ['Mini', 'M'],
    ['Škoda', 'Š'],
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

  it('picks colours from the palette by name, varying across brands', () => {
    const fills = ['Audi', 'Bentley', 'Jaguar', 'Lexus', 'Porsche', 'Volvo', 'Ferrari', 'Lamborghini'].map(
      (name) => /stop-color="(#[0-9a-f]{6})"/.exec(renderBrandMarkSvg(name))?.[1],
    );
    expect(new Set(fills).size).toBeGreaterThan(2);
  });
});

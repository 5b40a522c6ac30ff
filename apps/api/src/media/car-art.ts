// The demo catalogue never downloads a photo: every car image is drawn here, as a pure function of
// (body, colour, view), so the same inputs always give byte-identical SVG that can be cached forever.
//
// Exterior views share one small 3D model: each body is a side profile (cubic splines in millimetres,
// x from the front tip, y up) swept across its width, with corners rounded in plan and a narrower
// greenhouse. A camera projects it, and the surfaces that face the camera are painted far to near.
// The head-on views and the cockpit are flat symmetric drawings; the head-on ones share the face
// details (lamps, grille, plate) with the three-quarter views.

export const bodyTypes = ['Sedan', 'SUV', 'Coupe', 'Convertible', 'Hatchback', 'MPV'] as const;
export type BodyType = (typeof bodyTypes)[number];

export const carViews = ['side', 'front-quarter', 'rear-quarter', 'front', 'rear', 'interior'] as const;
export type CarView = (typeof carViews)[number];

export function bodySlug(body: BodyType): string {
  return body.toLowerCase();
}

export function parseBodySlug(slug: string): BodyType | null {
  const wanted = slug.trim().toLowerCase();
  return bodyTypes.find((body) => body.toLowerCase() === wanted) ?? null;
}

const WIDTH = 1600;
const HEIGHT = 1000;
const FONT = "'Helvetica Neue', Helvetica, Arial, 'Segoe UI', Roboto, sans-serif";

// ---------------------------------------------------------------------------------------------
// Numbers, text and markup

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Indexing that fails loudly: the tables here are fixed, so a miss is a programming error. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index}`);
  return item;
}

/** Coordinates to 0.1 px: plenty at 1600 px wide, and it keeps each file small. */
function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** FNV-1a: stable across runs and platforms, unlike anything seeded by the clock. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

type Attrs = Readonly<Record<string, string | number | undefined>>;

function tag(name: string, attrs: Attrs, children?: string): string {
  let out = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${name}>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list.map(([offset, color, opacity]) => tag('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');
}

function linear(id: string, list: readonly Stop[], attrs: Attrs = { x2: 0, y2: 1 }): string {
  return tag('linearGradient', { id, ...attrs }, stops(list));
}

function radial(id: string, list: readonly Stop[], attrs: Attrs = {}): string {
  return tag('radialGradient', { id, ...attrs }, stops(list));
}

/**
 * A soft shadow's fill: black fading out from the centre of the shape it fills. It looks like a blurred
 * shape, but a browser paints a gradient at once where a blur filter held up the page's first picture.
 */
function shade(id: string): string {
  return radial(id, [
    [0, '#000', 1],
    [0.4, '#000', 0.75],
    [0.7, '#000', 0.3],
    [1, '#000', 0],
  ]);
}

/** An ellipse filled with the soft shade (`shade`). */
function softEllipse(ids: Ids, cx: number, cy: number, rx: number, ry: number, opacity: number): string {
  return tag('ellipse', { cx: num(cx), cy: num(cy), rx: num(rx), ry: num(ry), opacity, fill: ids.url('shade') });
}

/** Ids carry a per-document prefix, so two drawings inlined in one page cannot collide. */
class Ids {
  constructor(private readonly prefix: string) {}
  id(name: string): string {
    return `${this.prefix}${name}`;
  }
  url(name: string): string {
    return `url(#${this.prefix}${name})`;
  }
  href(name: string): string {
    return `#${this.prefix}${name}`;
  }
}

function svgDocument(title: string, defs: string, body: string, w = WIDTH, h = HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const NEUTRAL_PAINT: Rgb = [138, 141, 145];

function parseHex(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const v = Number.parseInt(match[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}

/** WCAG relative luminance: decides whether a paint needs highlights or dark edges to read. */
function luminance(c: Rgb): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
}

function saturation(c: Rgb): number {
  const max = Math.max(...c);
  return max === 0 ? 0 : (max - Math.min(...c)) / max;
}

interface Paint {
  base: Rgb;
  hi: Rgb;
  light: Rgb;
  shade: Rgb;
  deep: Rgb;
  /** Panel gaps and edges: dark on light paint, a lighter line on black where a dark one would vanish. */
  line: Rgb;
  dark: boolean;
}

function makePaint(c: Rgb): Paint {
  const lum = luminance(c);
  const dark = lum < 0.06;
  const bright = lum > 0.4;
  // Light paints shade towards a cool studio grey rather than to black, as white cars do in photos.
  const cool: Rgb = [92, 100, 110];
  return {
    base: c,
    hi: mix(c, WHITE, dark ? 0.45 : bright ? 0.8 : 0.5),
    light: mix(c, WHITE, dark ? 0.18 : bright ? 0.45 : 0.22),
    shade: bright ? mix(c, cool, 0.3) : mix(c, BLACK, 0.35),
    deep: bright ? mix(c, cool, 0.58) : mix(c, BLACK, 0.62),
    line: dark ? mix(c, WHITE, 0.3) : mix(c, BLACK, bright ? 0.5 : 0.55),
    dark,
  };
}

/** Paint seen under a given amount of light (0 = turned away, 1 = facing the overhead softbox). */
function tone(paint: Paint, light: number): Rgb {
  const t = clamp(light, 0, 1);
  return t < 0.45 ? mix(paint.shade, paint.base, t / 0.45) : mix(paint.base, paint.hi, ((t - 0.45) / 0.55) * 0.9);
}

/** Leather that suits the paint: tan with dark paint, espresso with light neutrals, cream with bright colours. */
function leatherFor(paint: Paint): Rgb {
  const lum = luminance(paint.base);
  if (saturation(paint.base) > 0.35 && lum > 0.04) return [214, 200, 178];
  return lum < 0.2 ? [156, 104, 66] : [62, 44, 35];
}

// ---------------------------------------------------------------------------------------------
// 2D geometry. Everything is a list of cubic Bézier segments, so it can be projected point by point
// (a projective map keeps lines straight, and a mild one keeps curves looking right).

type P2 = readonly [number, number];
type P3 = readonly [number, number, number];
type Cubic = readonly [P2, P2, P2, P2];
type Curve = readonly Cubic[];
type Map2 = (p: P2) => P2;

const add = (a: P2, b: P2): P2 => [a[0] + b[0], a[1] + b[1]];
const sub = (a: P2, b: P2): P2 => [a[0] - b[0], a[1] - b[1]];
const mul = (a: P2, s: number): P2 => [a[0] * s, a[1] * s];
const dist = (a: P2, b: P2): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
const mid = (a: P2, b: P2, t = 0.5): P2 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const polar = (r: number, a: number): P2 => [r * Math.cos(a), r * Math.sin(a)];
const same: Map2 = (p) => p;

function unit(v: P2): P2 {
  const l = Math.hypot(v[0], v[1]);
  return l < 1e-9 ? [0, 0] : [v[0] / l, v[1] / l];
}

function line(a: P2, b: P2): Cubic {
  return [a, mid(a, b, 1 / 3), mid(a, b, 2 / 3), b];
}

function polyline(points: readonly P2[], closed = false): Cubic[] {
  const pts = closed ? [...points, at(points, 0)] : points;
  return pts.slice(1).map((p, i) => line(at(pts, i), p));
}

function mapCurve(curve: Curve, f: Map2): Cubic[] {
  return curve.map(([a, b, c, d]) => [f(a), f(b), f(c), f(d)]);
}

interface Knot {
  p: P2;
  /** 0 = sharp corner, 1 = fully smooth. */
  s: number;
}

const k = (x: number, y: number, s = 1): Knot => ({ p: [x, y], s });

/** A smooth curve through knots: handle direction from the neighbours, handle length from the segment. */
function spline(knots: readonly Knot[], closed = false): Cubic[] {
  const n = knots.length;
  const get = (i: number): Knot => at(knots, closed ? (i + n) % n : clamp(i, 0, n - 1));
  const dir = (i: number): P2 => unit(sub(get(i + 1).p, get(i - 1).p));
  const out: Cubic[] = [];
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = get(i);
    const b = get(i + 1);
    const l = dist(a.p, b.p) * 0.38;
    out.push([a.p, add(a.p, mul(dir(i), l * a.s)), sub(b.p, mul(dir(i + 1), l * b.s)), b.p]);
  }
  return out;
}

/** A symmetric outline from its right half, which runs from the centre line round to the centre line. */
function mirrored(right: readonly Knot[]): Cubic[] {
  const left = right
    .slice(1, -1)
    .reverse()
    .map((q) => ({ p: [-q.p[0], q.p[1]] as P2, s: q.s }));
  return spline([...right, ...left], true);
}

const flipX = (curve: Curve): Cubic[] => mapCurve(curve, (p) => [-p[0], p[1]]);

function arc(c: P2, r: number, a0: number, a1: number, ry = r): Cubic[] {
  const n = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2) - 1e-9));
  const da = (a1 - a0) / n;
  const h = (4 / 3) * Math.tan(da / 4);
  const out: Cubic[] = [];
  for (let i = 0; i < n; i++) {
    const [t0, t1] = [a0 + da * i, a0 + da * (i + 1)];
    const p0: P2 = [c[0] + r * Math.cos(t0), c[1] + ry * Math.sin(t0)];
    const p3: P2 = [c[0] + r * Math.cos(t1), c[1] + ry * Math.sin(t1)];
    const c1: P2 = [p0[0] - h * r * Math.sin(t0), p0[1] + h * ry * Math.cos(t0)];
    const c2: P2 = [p3[0] + h * r * Math.sin(t1), p3[1] - h * ry * Math.cos(t1)];
    out.push([p0, c1, c2, p3]);
  }
  return out;
}

const ellipse = (c: P2, rx: number, ry = rx): Cubic[] => arc(c, rx, 0, Math.PI * 2, ry);

/** A polygon with rounded corners: the workhorse for lamps, grilles, screens and plates. */
function rounded(points: readonly P2[], radius: number): Cubic[] {
  const n = points.length;
  const corners = points.map((p, i) => {
    const prev = at(points, (i + n - 1) % n);
    const next = at(points, (i + 1) % n);
    const r = Math.min(radius, dist(p, prev) / 2, dist(p, next) / 2);
    return [add(p, mul(unit(sub(prev, p)), r)), p, add(p, mul(unit(sub(next, p)), r))] as const;
  });
  const out: Cubic[] = [];
  corners.forEach(([entry, p, exit], i) => {
    out.push([entry, mid(entry, p, 0.55), mid(exit, p, 0.55), exit]);
    const next = at(corners, (i + 1) % n)[0];
    if (dist(exit, next) > 0.01) out.push(line(exit, next));
  });
  return out;
}

const rect = (x0: number, y0: number, x1: number, y1: number, r: number): Cubic[] =>
  rounded(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    r,
  );

function pointAt(c: Cubic, t: number): P2 {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [
    w[0] * c[0][0] + w[1] * c[1][0] + w[2] * c[2][0] + w[3] * c[3][0],
    w[0] * c[0][1] + w[1] * c[1][1] + w[2] * c[2][1] + w[3] * c[3][1],
  ];
}

/** The part of a cubic between t0 and t1, itself a cubic. */
function splitCubic(c: Cubic, t0: number, t1: number): Cubic {
  const slope = (t: number): P2 => {
    const u = 1 - t;
    const d = (i: 0 | 1): number => 3 * u * u * (c[1][i] - c[0][i]) + 6 * u * t * (c[2][i] - c[1][i]) + 3 * t * t * (c[3][i] - c[2][i]);
    return [d(0), d(1)];
  };
  const s = (t1 - t0) / 3;
  const [p0, p3] = [pointAt(c, t0), pointAt(c, t1)];
  return [p0, add(p0, mul(slope(t0), s)), sub(p3, mul(slope(t1), s)), p3];
}

function isStraight(c: Cubic): boolean {
  const [a, b, cc, d] = c;
  const cross = (p: P2): number => (d[0] - a[0]) * (p[1] - a[1]) - (d[1] - a[1]) * (p[0] - a[0]);
  const tolerance = 0.01 * (dist(a, d) ** 2 + 1);
  return Math.abs(cross(b)) < tolerance && Math.abs(cross(cc)) < tolerance;
}

/**
 * SVG path data through a mapping; straight segments stay straight under projection, so they become L.
 * Large shapes get whole pixels and small ones tenths, which keeps files small without jagged details.
 */
function pathData(curve: Curve, map: Map2, close = true): string {
  if (curve.length === 0) return '';
  const pts = curve.map(([a, b, c, d]): Cubic => [map(a), map(b), map(c), map(d)]);
  const xs = pts.flatMap((c) => c.map((q) => q[0]));
  const ys = pts.flatMap((c) => c.map((q) => q[1]));
  const big = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) > 40;
  const pt = (q: P2): string => (big ? `${Math.round(q[0])} ${Math.round(q[1])}` : `${num(q[0])} ${num(q[1])}`);
  let d = `M${pt(at(at(pts, 0), 0))}`;
  curve.forEach((c, i) => {
    const [, b, cc, e] = at(pts, i);
    d += isStraight(c) ? `L${pt(e)}` : `C${pt(b)} ${pt(cc)} ${pt(e)}`;
  });
  return close ? `${d}Z` : d;
}

function samples(curve: Curve, perSegment: number): P2[] {
  return curve.flatMap((c) => Array.from({ length: perSegment }, (_, i) => pointAt(c, i / perSegment)));
}

/** Where a curve crosses height y (the nose or tail at that height), picking among crossings. */
function xAtY(curve: Curve, y: number, pick: (a: number, b: number) => number): number | null {
  let found: number | null = null;
  for (const c of curve) {
    let prev = c[0];
    for (let i = 1; i <= 24; i++) {
      const p = pointAt(c, i / 24);
      if ((prev[1] - y) * (p[1] - y) <= 0 && prev[1] !== p[1]) {
        const x = lerp(prev[0], p[0], (y - prev[1]) / (p[1] - prev[1]));
        found = found === null ? x : pick(found, x);
      }
      prev = p;
    }
  }
  return found;
}

function yAtX(curve: Curve, x: number): number | null {
  return xAtY(
    mapCurve(curve, (p) => [p[1], p[0]]),
    x,
    Math.max,
  );
}

/** Monotone-chain convex hull; the outline of a convex shape swept through space. */
function hull(points: readonly P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P2, a: P2, b: P2): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: readonly P2[]): P2[] => {
    const out: P2[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(at(out, out.length - 2), at(out, out.length - 1), p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(pts), ...half([...pts].reverse())];
}

// ---------------------------------------------------------------------------------------------
// Body types

interface Lamp {
  y0: number;
  y1: number;
  inner: number;
  outer: number;
  /** How far the outer end sweeps up (negative: down). */
  rise: number;
}

interface FrontFace {
  lamp: Lamp;
  grille: { y0: number; y1: number; top: number; bottom: number; r: number; mesh: boolean };
  intake: { y0: number; y1: number; w: number };
  plateY: number;
}

interface RearFace {
  lamp: Lamp;
  bar: boolean;
  plateY: number;
  exhausts: 0 | 2 | 4;
  bumper: number;
  wiper: boolean;
  spoiler: boolean;
}

/** A window pillar: a bar of `width`, or (width 0) everything of the greenhouse behind the line. */
interface Pillar {
  bottom: number;
  top: number;
  width: number;
  black: boolean;
}

interface BodySpec {
  body: BodyType;
  length: number;
  width: number;
  height: number;
  axles: readonly [front: number, rear: number];
  tyreR: number;
  tyreW: number;
  /** Rim radius as a share of the tyre's. */
  rim: number;
  sill: number;
  /** Lower body from the front bumper's foot, over bonnet, beltline and boot, to the rear bumper's foot. */
  top: readonly Knot[];
  /** Greenhouse from the windscreen base over the roof to the base of the rear window. */
  glass: readonly Knot[];
  tumble: readonly [belt: number, roof: number];
  /** Plan-view corner rounding: how far in the side is at the tip, and over what length it curves. */
  corner: readonly [depth: number, reach: number];
  pillarT: number;
  pillars: readonly Pillar[];
  doors: readonly (readonly Knot[])[];
  handles: readonly number[];
  front: FrontFace;
  rear: RearFace;
  chrome: boolean;
  spokes: number;
  twin: boolean;
  rails: boolean;
  cladding: boolean;
  sliding: boolean;
  /** Convertible only: no roof, and the seats (x of each row) show above the doors. */
  seats: readonly number[];
  /** The maker's face: grille, head lamps and tail lamps (absent: the plain face of the body type). */
  face?: Face;
  /** Black pillars all round, so the roof seems to float (Land Rover). */
  floating?: boolean;
  /** A roof in a contrasting colour (Mini, Range Rover). */
  contrastRoof?: boolean;
  /** Height of the centre of a spare wheel carried on the tailgate (off-roaders); absent: none. */
  spare?: number;
}

/** The roof's paint: the body's, or a contrast to it (black, or white over a dark body). */
function roofPaint(spec: BodySpec, paint: Paint): Paint {
  return spec.contrastRoof ? makePaint(paint.dark ? [232, 233, 235] : [22, 23, 25]) : paint;
}

const sedan = (cowl = k(1720, 975, 0), deck = k(3990, 1040, 0)): BodySpec => ({
  body: 'Sedan',
  length: 4950,
  width: 1860,
  height: 1470,
  axles: [910, 3880],
  tyreR: 355,
  tyreW: 255,
  rim: 0.72,
  sill: 195,
  top: [k(120, 215, 0), k(18, 330, 0.8), k(0, 560), k(35, 785, 0.8), k(600, 880), cowl, deck, k(4560, 1062, 0.9)].concat(
    k(4895, 1045, 0.6),
    k(4950, 880, 0.8),
    k(4935, 560, 0.8),
    k(4830, 255, 0),
  ),
  glass: [cowl, k(2470, 1425, 0.7), k(2980, 1470), k(3470, 1432, 0.8), deck],
  tumble: [40, 150],
  corner: [250, 820],
  pillarT: 60,
  pillars: [
    { bottom: 2930, top: 2880, width: 90, black: true },
    { bottom: 3720, top: 3400, width: 0, black: false },
  ],
  doors: [
    [k(1800, 990, 0), k(1815, 600), k(1830, 225, 0)],
    [k(2930, 1005, 0), k(2945, 600), k(2930, 225, 0)],
    [k(3720, 1030, 0), k(3730, 830, 0.7), k(3530, 670, 0.8), k(3430, 430, 0.8), k(3420, 225, 0)],
  ],
  handles: [2420, 3480],
  front: {
    lamp: { y0: 610, y1: 710, inner: 440, outer: 860, rise: 35 },
    grille: { y0: 400, y1: 715, top: 330, bottom: 360, r: 50, mesh: false },
    intake: { y0: 225, y1: 310, w: 560 },
    plateY: 335,
  },
  rear: {
    lamp: { y0: 880, y1: 990, inner: 360, outer: 880, rise: -10 },
    bar: false,
    plateY: 720,
    exhausts: 2,
    bumper: 560,
    wiper: false,
    spoiler: false,
  },
  chrome: true,
  spokes: 5,
  twin: true,
  rails: false,
  cladding: false,
  sliding: false,
  seats: [],
});

/** Size classes of SUV: a city five-seater, the mid-size and large ones, a three-row box and a body-on-frame off-roader. */
export const suvSizes = ['compact', 'mid', 'large', 'three-row', 'off-road'] as const;
export type SuvSize = (typeof suvSizes)[number];

/**
 * An SUV's side profile, in millimetres of the drawing's own 4920 mm body (a model's dimensions then
 * stretch it) or as shares, so one table of numbers gives an X1, an F-Pace and a Defender.
 */
export interface SuvShape {
  size: SuvSize;
  /** Windscreen base behind the front axle, as a share of the wheelbase: a long bonnet pushes it back. */
  cowl: number;
  /** Windscreen header behind its base, as a share of the wheelbase: small is upright, large is raked. */
  rake: number;
  /** Window line over the sill, as a share of the side's height, and how much more it is at the tail. */
  belt: number;
  wedge: number;
  /** How far the bonnet's leading edge sits below the windscreen base: a flat bonnet shows little. */
  bonnet: number;
  /** Where the roof peaks between the windscreen header (0) and the rear one (1). */
  peak: number;
  /** How far the roof has fallen at the rear header, as a share of the greenhouse's height: 0 is flat. */
  fall: number;
  /** The rear window's lean: its top ahead of its base (near 0 for an upright tailgate). */
  tailgate: number;
  /** Side windows: 3 has a quarter window behind the rear door, 2 ends the glass at a broad pillar. */
  windows: 2 | 3;
  /** The last side window's end behind the rear axle at the window line, and its pillar's lean forward at the roof. */
  quarter: number;
  lean: number;
  /** 0: a box with upright ends and sharp corners; 1: rounded. */
  round: number;
  rails: boolean;
  cladding: boolean;
  /** Tyre size against the body type's (off-roaders stand on taller ones). */
  tyre: number;
  /** A spare wheel on the tailgate. */
  spare: boolean;
}

/** The size classes' shapes; a model tweaks its class's (a sloping roof, a box) in the catalogue's table. */
export const suvShapes: Readonly<Record<SuvSize, SuvShape>> = {
  compact: {
    size: 'compact',
    cowl: 0.17,
    rake: 0.26,
    belt: 0.61,
    wedge: 0.05,
    bonnet: 170,
    peak: 0.3,
    fall: 0.1,
    tailgate: 250,
    windows: 2,
    quarter: 180,
    lean: 240,
    round: 0.85,
    rails: true,
    cladding: true,
    tyre: 0.97,
    spare: false,
  },
  mid: {
    size: 'mid',
    cowl: 0.22,
    rake: 0.24,
    belt: 0.6,
    wedge: 0.04,
    bonnet: 130,
    peak: 0.35,
    fall: 0.09,
    tailgate: 290,
    windows: 3,
    quarter: 420,
    lean: 170,
    round: 0.8,
    rails: true,
    cladding: false,
    tyre: 1,
    spare: false,
  },
  large: {
    size: 'large',
    cowl: 0.27,
    rake: 0.21,
    belt: 0.575,
    wedge: 0.035,
    bonnet: 110,
    peak: 0.4,
    fall: 0.06,
    tailgate: 220,
    windows: 3,
    quarter: 560,
    lean: 90,
    round: 0.7,
    rails: true,
    cladding: false,
    tyre: 1.02,
    spare: false,
  },
  'three-row': {
    size: 'three-row',
    cowl: 0.23,
    rake: 0.19,
    belt: 0.56,
    wedge: 0.02,
    bonnet: 90,
    peak: 0.5,
    fall: 0.02,
    tailgate: 140,
    windows: 3,
    quarter: 760,
    lean: 20,
    round: 0.55,
    rails: true,
    cladding: false,
    tyre: 1.02,
    spare: false,
  },
  'off-road': {
    size: 'off-road',
    cowl: 0.2,
    rake: 0.1,
    belt: 0.6,
    wedge: 0,
    bonnet: 40,
    peak: 0.5,
    fall: 0.005,
    tailgate: 25,
    windows: 3,
    quarter: 640,
    lean: 0,
    round: 0.1,
    rails: false,
    cladding: true,
    tyre: 1.08,
    spare: true,
  },
};

/** An SUV drawn at 4920 x 1790 mm on a 2950 mm wheelbase, shaped by its class (and model). */
function suv(s: SuvShape = suvShapes.large): BodySpec {
  const [L, H, sill] = [4920, 1790, 340];
  const [af, ar] = [960, 3910];
  const wb = ar - af;
  const side = H - sill;
  const cowl = k(af + s.cowl * wb, sill + s.belt * side, 0);
  const beltY = cowl.p[1];
  const deckY = beltY + s.wedge * side;
  const glassH = H - deckY;
  // Rounder bodies tuck their bumpers and roof ends in further; a box stands upright at both ends.
  const tuck = (box: number, rounded: number): number => lerp(box, rounded, s.round);
  const deck = k(L - tuck(40, 140), deckY, 0);
  const nose = beltY - s.bonnet;
  const header = k(cowl.p[0] + s.rake * wb, H - tuck(25, 55), tuck(0.35, 0.7));
  const rearHeader = k(deck.p[0] - s.tailgate, H - tuck(8, 50) - s.fall * glassH, tuck(0.2, 0.45));
  const peak = k(lerp(header.p[0], rearHeader.p[0], s.peak), H);
  const roofEnd = k(lerp(peak.p[0], rearHeader.p[0], 0.7), lerp(H, rearHeader.p[1], 0.45), 1);
  // Windows 3: the rear door stops at the rear axle and a quarter window follows; 2: its glass runs on.
  const lastGlass = ar + s.quarter;
  const doorEnd = s.windows === 3 ? ar - 30 : lastGlass;
  const bPillar = af + 0.62 * wb;
  const pillars: Pillar[] = [
    { bottom: bPillar, top: bPillar - 20 - s.rake * 60, width: 95, black: true },
    ...(s.windows === 3 ? [{ bottom: doorEnd, top: doorEnd + 20 - s.lean * 0.3, width: 110, black: true }] : []),
    { bottom: lastGlass, top: lastGlass - s.lean, width: 0, black: false },
  ];
  const archFront = ar - 470;
  const beltAt = (x: number): number => lerp(beltY, deckY, (x - cowl.p[0]) / (deck.p[0] - cowl.p[0]));
  return {
    body: 'SUV',
    length: L,
    width: 1990,
    height: H,
    axles: [af, ar],
    tyreR: Math.round(400 * s.tyre),
    tyreW: 285,
    rim: 0.69,
    sill,
    top: [
      k(tuck(70, 150), 360, 0),
      k(tuck(8, 30), 480, 0.8),
      k(0, 760),
      k(tuck(10, 40), nose, tuck(0.4, 0.8)),
      k(600, lerp(nose, beltY, 0.6)),
      cowl,
      deck,
      k(L - tuck(15, 40), deckY - tuck(10, 40), tuck(0.3, 0.6)),
      k(L, lerp(deckY, 380, 0.3), 0.8),
      k(L - tuck(3, 15), 660, 0.8),
      k(L - tuck(50, 120), 380, 0),
    ],
    glass: [cowl, header, peak, roofEnd, rearHeader, deck],
    tumble: [tuck(30, 45), tuck(70, 130)],
    corner: [tuck(120, 200), tuck(420, 640)],
    pillarT: 60,
    pillars,
    doors: [
      [k(cowl.p[0] + 80, beltY + 15, 0), k(cowl.p[0] + 95, 700), k(cowl.p[0] + 90, sill + 15, 0)],
      [k(bPillar, beltY + 25, 0), k(bPillar + 15, 700), k(bPillar, sill + 15, 0)],
      [
        k(doorEnd, beltAt(doorEnd) + 25, 0),
        k(doorEnd + 10, 960, 0.7),
        k(archFront + 250, 800, 0.8),
        k(archFront + 60, 560, 0.8),
        k(archFront + 30, sill + 15, 0),
      ],
    ],
    handles: [bPillar - 500, archFront - 40],
    front: {
      lamp: { y0: 880, y1: 980, inner: 500, outer: 930, rise: 25 },
      grille: { y0: 580, y1: 990, top: 430, bottom: 450, r: 60, mesh: false },
      intake: { y0: 390, y1: 530, w: 650 },
      plateY: 470,
    },
    rear: {
      lamp: { y0: 1000, y1: 1120, inner: 440, outer: 950, rise: 0 },
      bar: true,
      plateY: 840,
      exhausts: 0,
      bumper: 680,
      wiper: true,
      // A sloping roof ends in its own lip over the rear window.
      spoiler: s.fall < 0.15,
    },
    chrome: false,
    spokes: 6,
    twin: false,
    rails: s.rails,
    cladding: s.cladding,
    sliding: false,
    seats: [],
    // Hung on the tailgate with its top about level with the window line.
    spare: s.spare ? beltY + 40 - 400 * s.tyre : undefined,
  };
}

const coupe = (cowl = k(1880, 905, 0), deck = k(4280, 968, 0)): BodySpec => ({
  body: 'Coupe',
  length: 4700,
  width: 1900,
  height: 1330,
  axles: [1000, 3720],
  tyreR: 345,
  tyreW: 280,
  rim: 0.74,
  sill: 170,
  top: [k(115, 180, 0), k(15, 295, 0.8), k(0, 480), k(60, 690, 0.8), k(800, 810), cowl, deck, k(4620, 972, 0.5)].concat(
    k(4700, 830, 0.8),
    k(4680, 520, 0.8),
    k(4580, 235, 0),
  ),
  glass: [cowl, k(2600, 1292, 0.7), k(2970, 1330), k(3450, 1278, 0.9), deck],
  tumble: [50, 190],
  corner: [260, 860],
  pillarT: 55,
  pillars: [{ bottom: 3700, top: 3300, width: 0, black: false }],
  doors: [
    [k(1960, 920, 0), k(1980, 560), k(1990, 205, 0)],
    [k(3300, 1000, 0), k(3290, 620, 0.8), k(3210, 205, 0)],
  ],
  handles: [3080],
  front: {
    lamp: { y0: 520, y1: 610, inner: 480, outer: 880, rise: 40 },
    grille: { y0: 270, y1: 560, top: 330, bottom: 430, r: 80, mesh: true },
    intake: { y0: 195, y1: 260, w: 700 },
    plateY: 330,
  },
  rear: {
    lamp: { y0: 810, y1: 890, inner: 250, outer: 880, rise: 0 },
    bar: true,
    plateY: 630,
    exhausts: 4,
    bumper: 530,
    wiper: false,
    spoiler: true,
  },
  chrome: false,
  spokes: 10,
  twin: false,
  rails: false,
  cladding: false,
  sliding: false,
  seats: [],
});

const convertible = (cowl = k(1860, 910, 0), deck = k(3250, 935, 0)): BodySpec => ({
  body: 'Convertible',
  length: 4650,
  width: 1880,
  height: 1290,
  axles: [980, 3650],
  tyreR: 342,
  tyreW: 270,
  rim: 0.73,
  sill: 175,
  top: [k(115, 180, 0), k(15, 300, 0.8), k(0, 480), k(60, 690, 0.8), k(780, 810), cowl, deck, k(3950, 968)].concat(
    k(4580, 960, 0.5),
    k(4650, 815, 0.8),
    k(4630, 520, 0.8),
    k(4530, 240, 0),
  ),
  glass: [cowl, k(2380, 1265, 0)],
  tumble: [60, 110],
  corner: [260, 840],
  pillarT: 50,
  pillars: [],
  doors: [
    [k(1940, 925, 0), k(1960, 560), k(1970, 210, 0)],
    [k(3250, 935, 0), k(3240, 620, 0.8), k(3170, 210, 0)],
  ],
  handles: [3040],
  front: {
    lamp: { y0: 515, y1: 605, inner: 460, outer: 860, rise: 35 },
    grille: { y0: 290, y1: 590, top: 300, bottom: 340, r: 120, mesh: true },
    intake: { y0: 200, y1: 260, w: 640 },
    plateY: 340,
  },
  rear: {
    lamp: { y0: 810, y1: 900, inner: 300, outer: 860, rise: 10 },
    bar: false,
    plateY: 650,
    exhausts: 2,
    bumper: 530,
    wiper: false,
    spoiler: false,
  },
  chrome: true,
  spokes: 7,
  twin: true,
  rails: false,
  cladding: false,
  sliding: false,
  seats: [2930],
});

const hatchback = (cowl = k(1220, 990, 0), deck = k(3860, 1085, 0)): BodySpec => ({
  body: 'Hatchback',
  length: 4000,
  width: 1800,
  height: 1450,
  axles: [830, 3410],
  tyreR: 335,
  tyreW: 235,
  rim: 0.7,
  sill: 200,
  top: [k(105, 220, 0), k(15, 340, 0.8), k(0, 570), k(35, 805, 0.8), k(470, 885), cowl, deck, k(3955, 1045, 0.6)].concat(
    k(4000, 880, 0.8),
    k(3990, 560, 0.8),
    k(3900, 270, 0),
  ),
  glass: [cowl, k(1920, 1410, 0.7), k(2600, 1450), k(3480, 1418), k(3610, 1380, 0.5), deck],
  tumble: [40, 140],
  corner: [220, 700],
  pillarT: 60,
  pillars: [
    { bottom: 2380, top: 2340, width: 85, black: true },
    { bottom: 3290, top: 3080, width: 0, black: false },
  ],
  doors: [
    [k(1300, 1005, 0), k(1315, 600), k(1320, 235, 0)],
    [k(2380, 1030, 0), k(2395, 600), k(2380, 235, 0)],
    [k(3290, 1050, 0), k(3300, 800, 0.7), k(3130, 650, 0.8), k(3000, 430, 0.8), k(2990, 235, 0)],
  ],
  handles: [1950, 2960],
  front: {
    lamp: { y0: 640, y1: 740, inner: 410, outer: 830, rise: 30 },
    grille: { y0: 560, y1: 735, top: 320, bottom: 330, r: 40, mesh: false },
    intake: { y0: 235, y1: 460, w: 560 },
    plateY: 400,
  },
  rear: {
    lamp: { y0: 880, y1: 990, inner: 300, outer: 830, rise: 0 },
    bar: false,
    plateY: 730,
    exhausts: 0,
    bumper: 570,
    wiper: true,
    spoiler: true,
  },
  chrome: false,
  spokes: 5,
  twin: false,
  rails: false,
  cladding: false,
  sliding: false,
  seats: [],
});

const mpv = (cowl = k(1150, 1100, 0), deck = k(5030, 1170, 0)): BodySpec => ({
  body: 'MPV',
  length: 5150,
  width: 1930,
  height: 1880,
  axles: [980, 4180],
  tyreR: 355,
  tyreW: 245,
  rim: 0.68,
  sill: 235,
  top: [k(150, 280, 0), k(25, 410, 0.8), k(0, 660), k(50, 950, 0.8), k(500, 1025), cowl, deck, k(5110, 1130, 0.6)].concat(
    k(5150, 920, 0.8),
    k(5140, 600, 0.8),
    k(5040, 310, 0),
  ),
  glass: [cowl, k(2000, 1810, 0.6), k(3400, 1880), k(4800, 1862), k(4975, 1790, 0.4), deck],
  tumble: [40, 110],
  corner: [190, 600],
  pillarT: 60,
  pillars: [
    { bottom: 2280, top: 2250, width: 90, black: true },
    { bottom: 3640, top: 3640, width: 90, black: true },
    { bottom: 4790, top: 4790, width: 0, black: false },
  ],
  doors: [
    [k(1230, 1115, 0), k(1250, 650), k(1250, 255, 0)],
    [k(2280, 1125, 0), k(2295, 650), k(2280, 255, 0)],
    [k(3640, 1145, 0), k(3650, 650), k(3640, 255, 0)],
  ],
  handles: [1850, 2450],
  front: {
    lamp: { y0: 800, y1: 900, inner: 440, outer: 900, rise: 25 },
    grille: { y0: 500, y1: 910, top: 400, bottom: 420, r: 60, mesh: false },
    intake: { y0: 310, y1: 410, w: 620 },
    plateY: 440,
  },
  rear: {
    lamp: { y0: 980, y1: 1100, inner: 470, outer: 920, rise: 0 },
    bar: true,
    plateY: 800,
    exhausts: 0,
    bumper: 620,
    wiper: true,
    spoiler: true,
  },
  chrome: true,
  spokes: 7,
  twin: false,
  rails: false,
  cladding: false,
  sliding: true,
  seats: [],
});

/** Landmarks derived once from a spec. */
interface Profile {
  spec: BodySpec;
  top: Cubic[];
  glass: Cubic[];
  /** The bonnet's top line, from its leading edge to the windscreen base. */
  bonnet: Cubic[];
  under: Cubic[];
  arches: Cubic[][];
  cowl: P2;
  deck: P2;
  archR: number;
  noseTop: number;
  tailTop: number;
  frontX: (y: number) => number;
  rearX: (y: number) => number;
  beltAt: (x: number) => number;
  /** Plan-view rounding: how far the body side is drawn in at x. */
  inset: (x: number) => number;
  /** Its inverse: how far from the tip the side is drawn in by z. */
  uninset: (z: number) => number;
  /** Greenhouse side inset at height y (tumblehome). */
  tumble: (y: number) => number;
}

function profile(spec: BodySpec): Profile {
  const top = spline(spec.top);
  const glass = spline(spec.glass);
  // The beltline runs between the two lower-body knots where the greenhouse starts and ends.
  const cowlAt = spec.top.indexOf(at(spec.glass, 0));
  const cowl = at(spec.top, cowlAt).p;
  const deck = at(spec.top, cowlAt + 1).p;
  const archR = spec.tyreR * 1.12;
  const drop = Math.asin(clamp((spec.sill - spec.tyreR) / archR, -0.9, 0));
  const arches = spec.axles.map((x) => arc([x, spec.tyreR], archR, drop, Math.PI - drop));
  const [frontArch, rearArch] = [at(arches, 0), at(arches, 1)];
  const under: Cubic[] = [
    line(at(top, top.length - 1)[3], at(rearArch, 0)[0]),
    ...rearArch,
    line(at(rearArch, rearArch.length - 1)[3], at(frontArch, 0)[0]),
    ...frontArch,
    line(at(frontArch, frontArch.length - 1)[3], at(top, 0)[0]),
  ];
  const nose = top.filter((c) => Math.max(c[0][0], c[3][0]) < spec.length * 0.25);
  const tail = top.filter((c) => Math.min(c[0][0], c[3][0]) > spec.length * 0.75);
  const [depth, reach] = spec.corner;
  return {
    spec,
    top,
    glass,
    bonnet: top.slice(3, cowlAt),
    under,
    arches,
    cowl,
    deck,
    archR,
    noseTop: Math.max(...spec.top.slice(0, 4).map((q) => q.p[1])),
    tailTop: at(spec.top, spec.top.length - 4).p[1],
    frontX: (y) => xAtY(nose, y, Math.min) ?? 0,
    rearX: (y) => xAtY(tail, y, Math.max) ?? spec.length,
    beltAt: (x) => lerp(cowl[1], deck[1], clamp((x - cowl[0]) / (deck[0] - cowl[0]), 0, 1)),
    inset: (x) => {
      const q = clamp(1 - Math.min(x, spec.length - x) / reach, 0, 1);
      return depth * (1 - Math.sqrt(1 - q * q));
    },
    uninset: (z) => (z >= depth ? 0 : reach * (1 - Math.sqrt(1 - (1 - z / depth) ** 2))),
    tumble: (y) => lerp(spec.tumble[0], spec.tumble[1], clamp((y - cowl[1]) / (spec.height - cowl[1]), 0, 1)),
  };
}

const profiles: Readonly<Record<BodyType, Profile>> = {
  Sedan: profile(sedan()),
  SUV: profile(suv()),
  Coupe: profile(coupe()),
  Convertible: profile(convertible()),
  Hatchback: profile(hatchback()),
  MPV: profile(mpv()),
};

// ---------------------------------------------------------------------------------------------
// Makers and models: a face per maker, proportions per model

type GrilleStyle = 'kidney' | 'frame' | 'star' | 'none' | 'clamshell' | 'mesh' | 'slats' | 'spindle' | 'hex' | 'slots' | 'bars' | 'trident';
type LampStyle = 'rings' | 'segments' | 'eyebrow' | 'round' | 'quad' | 'thin' | 'blade' | 'thor' | 'arrow' | 'halo' | 'square';
type CabinStyle = 'tablet' | 'wide' | 'curved' | 'stacked' | 'portrait' | 'round' | 'dials' | 'clock';
type TailStyle = 'L' | 'bar' | 'strip' | 'vertical' | 'square' | 'slim' | 'chicane' | 'boomerang' | 'split';

/** What makes a maker recognisable head-on: evoked by shape and proportion, never a logo. */
export interface Face {
  grille: GrilleStyle;
  lamp: LampStyle;
  tail: TailStyle;
  /** The dashboard's screens and dials. */
  cabin: CabinStyle;
  /** Chrome trim on the grille and windows, whatever the body type's default. */
  chrome: boolean;
}

/** The faces of the catalogue's makers, by brand slug. */
export const brandFaces: Readonly<Record<string, Face>> = {
  'mercedes-benz': { grille: 'star', lamp: 'eyebrow', tail: 'split', cabin: 'wide', chrome: true },
  bmw: { grille: 'kidney', lamp: 'rings', tail: 'L', cabin: 'curved', chrome: true },
  audi: { grille: 'frame', lamp: 'segments', tail: 'strip', cabin: 'stacked', chrome: true },
  porsche: { grille: 'none', lamp: 'quad', tail: 'bar', cabin: 'dials', chrome: false },
  'land-rover': { grille: 'clamshell', lamp: 'thin', tail: 'slim', cabin: 'tablet', chrome: false },
  jaguar: { grille: 'mesh', lamp: 'blade', tail: 'chicane', cabin: 'stacked', chrome: true },
  volvo: { grille: 'slats', lamp: 'thor', tail: 'vertical', cabin: 'portrait', chrome: true },
  lexus: { grille: 'spindle', lamp: 'arrow', tail: 'bar', cabin: 'tablet', chrome: true },
  mini: { grille: 'hex', lamp: 'halo', tail: 'square', cabin: 'round', chrome: true },
  jeep: { grille: 'slots', lamp: 'square', tail: 'square', cabin: 'tablet', chrome: false },
  toyota: { grille: 'bars', lamp: 'square', tail: 'vertical', cabin: 'tablet', chrome: true },
  maserati: { grille: 'trident', lamp: 'thin', tail: 'boomerang', cabin: 'clock', chrome: true },
};

/** A model's size in millimetres, as the catalogue gives it. */
export interface Dimensions {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  clearance: number;
}

/** How the roof ends: the body type's own line or a fastback slope (an SUV's comes from its shape). */
export type RoofLine = 'plain' | 'fastback';

/** Everything the drawing needs to know about a model. */
export interface CarLook {
  name: string;
  body: BodyType;
  /** null: a maker without a face of its own, drawn with the body type's plain face. */
  face: Face | null;
  dims: Dimensions;
  roof: RoofLine;
  /** Round head lamps whatever the maker's habit (Wrangler, Defender). */
  roundLamps: boolean;
  floating: boolean;
  contrastRoof: boolean;
  /** An SUV's own profile (absent: the body type's). */
  suv?: SuvShape;
}

/** Ground clearance the body types' drawings are made with, so a model's own lifts or lowers the body. */
const drawnClearance: Readonly<Record<BodyType, number>> = { Sedan: 140, SUV: 205, Coupe: 115, Convertible: 115, Hatchback: 135, MPV: 165 };

/**
 * A body type's drawing stretched to a model: x through the axles (overhangs and wheelbase each keep
 * their own scale), y through the sill (ride height) and the roof (height); across, the width.
 */
function fitSpec(base: BodySpec, look: CarLook): BodySpec {
  const d = look.dims;
  const [af, ar] = base.axles;
  const over = Math.max(400, d.length - d.wheelbase);
  const front = over * (af / (base.length - (ar - af)));
  const fx = (x: number): number =>
    x <= af
      ? (x * front) / af
      : x >= ar
        ? front + d.wheelbase + ((x - ar) * (over - front)) / (base.length - ar)
        : front + ((x - af) * d.wheelbase) / (ar - af);
  const lift = clamp(d.clearance - drawnClearance[base.body], -40, 90);
  const sill = base.sill + lift;
  const fy = (y: number): number =>
    y <= base.sill ? (y * sill) / base.sill : sill + ((y - base.sill) * (d.height - sill)) / (base.height - base.sill);
  const su = d.width / base.width;
  // Knots are shared between outlines (the greenhouse starts on the beltline), so each maps once.
  const memo = new Map<Knot, Knot>();
  const knot = (q: Knot): Knot => {
    let out = memo.get(q);
    if (!out) memo.set(q, (out = { p: [fx(q.p[0]), fy(q.p[1])], s: q.s }));
    return out;
  };
  const glass = roofLine(base.glass.map(knot), look.roof);
  const lamp = (l: Lamp): Lamp => ({ y0: fy(l.y0), y1: fy(l.y1), inner: l.inner * su, outer: l.outer * su, rise: l.rise });
  const { front: f, rear: r } = base;
  const tyreR = Math.round(base.tyreR * clamp(Math.sqrt(d.height / base.height), 0.94, 1.1));
  return {
    ...base,
    length: d.length,
    width: d.width,
    height: d.height,
    axles: [front, front + d.wheelbase],
    tyreR,
    tyreW: base.tyreW * su,
    sill,
    top: base.top.map(knot),
    glass,
    corner: [base.corner[0] * su, fx(base.corner[1])],
    pillars: base.pillars.map((pl) => ({ ...pl, bottom: fx(pl.bottom), top: fx(pl.top), black: pl.black || look.floating })),
    doors: base.doors.map((door) => door.map(knot)),
    handles: base.handles.map(fx),
    front: {
      lamp: lamp(f.lamp),
      grille: { ...f.grille, y0: fy(f.grille.y0), y1: fy(f.grille.y1), top: f.grille.top * su, bottom: f.grille.bottom * su },
      intake: { y0: fy(f.intake.y0), y1: fy(f.intake.y1), w: f.intake.w * su },
      plateY: fy(f.plateY),
    },
    rear: { ...r, lamp: lamp(r.lamp), plateY: fy(r.plateY), bumper: fy(r.bumper) },
    seats: base.seats.map(fx),
    spare: base.spare === undefined ? undefined : fy(base.spare),
    chrome: look.face?.chrome ?? base.chrome,
    face: look.face && look.roundLamps ? { ...look.face, lamp: 'round' } : (look.face ?? undefined),
    floating: look.floating,
    contrastRoof: look.contrastRoof,
  };
}

/** A fastback lets the roof fall early towards the tail (an SUV's own roof line is in its shape). */
function roofLine(glass: readonly Knot[], roof: RoofLine): Knot[] {
  if (roof === 'plain' || glass.length < 4) return [...glass];
  const first = at(glass, 0);
  const last = at(glass, glass.length - 1);
  const peak = glass.reduce((best, q) => (q.p[1] > best.p[1] ? q : best), first);
  return glass.map((q) => {
    if (q === first || q === last || q.p[0] <= peak.p[0]) return q;
    const t = (q.p[0] - peak.p[0]) / (last.p[0] - peak.p[0]);
    return { p: [q.p[0] - 120 * t, q.p[1] - (q.p[1] - last.p[1]) * 0.45 * Math.sqrt(t)], s: q.s };
  });
}

const bases: Readonly<Record<BodyType, (look: CarLook) => BodySpec>> = {
  Sedan: () => sedan(),
  SUV: (look) => suv(look.suv),
  Coupe: () => coupe(),
  Convertible: () => convertible(),
  Hatchback: () => hatchback(),
  MPV: () => mpv(),
};

// ---------------------------------------------------------------------------------------------
// Shared pieces: studio, shapes, gradients, wheels

function studio(ids: Ids, floorY: number): { defs: string; svg: string } {
  const defs =
    linear(ids.id('wall'), [
      [0, '#f7f4ef'],
      [0.55, '#eeebe6'],
      [1, '#e2e0dc'],
    ]) +
    linear(ids.id('floor'), [
      [0, '#e4e2de', 0],
      [0.12, '#e1dfdb'],
      [1, '#d2d0cc'],
    ]) +
    radial(
      ids.id('glow'),
      [
        [0, '#ffffff', 0.75],
        [1, '#ffffff', 0],
      ],
      { cx: 0.5, cy: 0.42, r: 0.6 },
    );
  const svg =
    tag('rect', { width: WIDTH, height: HEIGHT, fill: ids.url('wall') }) +
    tag('rect', { y: floorY - 60, width: WIDTH, height: HEIGHT - floorY + 60, fill: ids.url('floor') }) +
    tag('rect', { width: WIDTH, height: HEIGHT, fill: ids.url('glow') });
  return { defs, svg };
}

interface Shape {
  c: Curve;
  /** Further closed outlines drawn as the same path, e.g. a row of LED modules. */
  more?: readonly Curve[];
  fill?: string;
  stroke?: string;
  /** Stroke width in millimetres of the car, scaled at draw time. */
  sw?: number;
  opacity?: number;
  open?: boolean;
}

function drawShapes(shapes: readonly Shape[], map: Map2, ppm: number): string {
  return shapes
    .map((s) =>
      tag('path', {
        d: [s.c, ...(s.more ?? [])].map((c) => pathData(c, map, !s.open)).join(''),
        fill: s.fill ?? 'none',
        stroke: s.stroke,
        'stroke-width': s.stroke ? num(Math.max(0.6, (s.sw ?? 10) * ppm)) : undefined,
        'stroke-linecap': s.open ? 'round' : undefined,
        'stroke-linejoin': s.stroke ? 'round' : undefined,
        opacity: s.opacity,
      }),
    )
    .join('');
}

function commonDefs(ids: Ids, paint: Paint, spec: BodySpec): string {
  const mesh =
    tag('rect', { width: 9, height: 9, fill: '#111315' }) +
    tag('path', { d: 'M0 4.5L4.5 0L9 4.5L4.5 9Z', fill: 'none', stroke: '#3b4046', 'stroke-width': 1.2 });
  return (
    linear(ids.id('chrome'), [
      [0, '#f4f5f6'],
      [0.45, '#a9adb2'],
      [0.55, '#6f7479'],
      [1, '#d9dcdf'],
    ]) +
    linear(ids.id('glass'), [
      [0, '#3a4550'],
      [0.45, '#1b2128'],
      [1, '#0c0f13'],
    ]) +
    linear(
      ids.id('sheen'),
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.2],
        [1, '#ffffff', 0],
      ],
      { x2: 1, y2: 0.35 },
    ) +
    linear(ids.id('lamp'), [
      [0, '#6a727b'],
      [0.45, '#1f2328'],
      [1, '#3b4148'],
    ]) +
    radial(ids.id('lens'), [
      [0, '#ffffff'],
      [0.5, '#e3ebf3'],
      [1, '#8995a1'],
    ]) +
    linear(ids.id('tail'), [
      [0, '#c8302a'],
      [0.5, '#7d1210'],
      [1, '#4a0908'],
    ]) +
    linear(ids.id('grille'), [
      [0, '#2c3035'],
      [1, '#0d0f11'],
    ]) +
    tag('pattern', { id: ids.id('mesh'), width: 9, height: 9, patternUnits: 'userSpaceOnUse' }, mesh) +
    tag(
      'pattern',
      { id: ids.id('dots'), width: 11, height: 11, patternUnits: 'userSpaceOnUse' },
      tag('rect', { width: 11, height: 11, fill: '#121416' }) + tag('circle', { cx: 5.5, cy: 5.5, r: 2.4, fill: '#c9ced3' }),
    ) +
    linear(ids.id('paint'), [
      [0, hex(mix(paint.base, paint.hi, 0.45))],
      [0.5, hex(paint.base)],
      [1, hex(paint.shade)],
    ]) +
    linear(ids.id('tyre'), [
      [0, '#2a2c2f'],
      [0.5, '#17181a'],
      [1, '#0c0d0e'],
    ]) +
    wheelDefs(ids, spec) +
    shade(ids.id('shade'))
  );
}

/** The wheel is drawn once per document at radius 100 and placed with an affine transform. */
function wheelDefs(ids: Ids, spec: BodySpec): string {
  const rim = 100 * spec.rim;
  const angles = Array.from({ length: spec.spokes }, (_, i) => (360 / spec.spokes) * i).flatMap((a) => (spec.twin ? [a - 7, a + 7] : [a]));
  const hub = rim * 0.2;
  const wHub = rim * (spec.twin ? 0.12 : spec.spokes >= 10 ? 0.11 : spec.spokes >= 7 ? 0.17 : 0.24);
  const wRim = wHub * 0.6;
  const [h, r6, r8, r97] = [-hub, -rim * 0.6, -rim * 0.8, -rim * 0.97].map(num);
  const [a, b] = [num(wHub / 2), num(wRim / 2)];
  const spoke = `M-${a} ${h}L${a} ${h}C${a} ${r6} ${b} ${r8} ${b} ${r97}L-${b} ${r97}C-${b} ${r8} -${a} ${r6} -${a} ${h}Z`;
  const calliper = [
    ...arc([0, 0], rim * 0.74, -2.35, -1.25),
    line(polar(rim * 0.74, -1.25), polar(rim * 0.5, -1.25)),
    ...arc([0, 0], rim * 0.5, -1.25, -2.35),
    line(polar(rim * 0.5, -2.35), polar(rim * 0.74, -2.35)),
  ];
  const sporty = spec.body === 'Coupe' || spec.body === 'Convertible';
  const nuts = Array.from({ length: 5 }, (_, i) => {
    const p = polar(rim * 0.12, (i / 5) * Math.PI * 2);
    return tag('circle', { cx: num(p[0]), cy: num(p[1]), r: num(rim * 0.028), fill: '#5a5e63' });
  }).join('');
  const wheel =
    tag('circle', { r: 100, fill: ids.url('side') }) +
    tag('circle', { r: num(rim + 2), fill: '#16181a' }) +
    tag('circle', { r: num(rim * 0.78), fill: ids.url('disc') }) +
    tag('circle', { r: num(rim * 0.36), fill: '#4a4e53' }) +
    tag('path', { d: pathData(calliper, same), fill: sporty ? '#b3261e' : '#3b3f45' }) +
    tag(
      'g',
      { fill: ids.url('spoke'), stroke: '#6e7379', 'stroke-width': 0.6 },
      angles.map((deg) => tag('use', { href: ids.href('spk'), transform: `rotate(${num(deg)})` })).join(''),
    ) +
    tag('circle', { r: num(rim), fill: 'none', stroke: '#e3e6e9', 'stroke-width': 3.5 }) +
    tag('circle', { r: num(rim - 3), fill: 'none', stroke: '#2a2c2f', 'stroke-width': 1.5 }) +
    tag('circle', { r: num(hub), fill: ids.url('hub') }) +
    nuts +
    tag('circle', { r: num(rim * 0.075), fill: '#26282b', stroke: '#b9bdc1', 'stroke-width': 1 });
  return (
    radial(ids.id('side'), [
      [0.62, '#2c2e31'],
      [0.9, '#1a1b1d'],
      [1, '#0b0b0c'],
    ]) +
    radial(ids.id('disc'), [
      [0, '#6d7177'],
      [0.5, '#a4a8ad'],
      [1, '#7b7f84'],
    ]) +
    linear(
      ids.id('spoke'),
      [
        [0, '#f2f3f4'],
        [0.5, '#c6cace'],
        [1, '#80858b'],
      ],
      { x2: 1, y2: 0 },
    ) +
    radial(ids.id('hub'), [
      [0, '#d9dcdf'],
      [1, '#8a8f95'],
    ]) +
    tag('path', { id: ids.id('spk'), d: spoke }) +
    tag('circle', { id: ids.id('tyre3'), r: 100, fill: '#141517' }) +
    tag('g', { id: ids.id('wheel') }, wheel) +
    tag(
      'g',
      { id: ids.id('wheelback') },
      tag('circle', { r: 100, fill: '#111214' }) +
        tag('circle', { r: num(rim), fill: '#25272a' }) +
        tag('circle', { r: num(rim * 0.5), fill: '#3a3d41' }),
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Camera

interface Scene {
  at: (p: P3) => P2;
  distance: (p: P3) => number;
  /** Whether a surface with normal n at p faces the camera. */
  sees: (p: P3, n: P3) => boolean;
  ppm: number;
  side: boolean;
}

const dot3 = (a: P3, b: P3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub3 = (a: P3, b: P3): P3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross3 = (a: P3, b: P3): P3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

function unit3(v: P3): P3 {
  const l = Math.hypot(v[0], v[1], v[2]);
  return l < 1e-9 ? [0, 0, 0] : [v[0] / l, v[1] / l, v[2] / l];
}

type ExteriorView = 'side' | 'front-quarter' | 'rear-quarter';

function makeScene(p: Profile, view: ExteriorView): Scene {
  const { length: L, width: W, height: H } = p.spec;
  const side = view === 'side';
  // A long lens from 15 m or so, as in catalogue photography: perspective without distortion.
  const azimuth = side ? 0 : view === 'front-quarter' ? -0.68 : 0.68;
  const range = side ? 1 : 15000 + L * 0.6;
  const eye: P3 = [L / 2 + range * Math.sin(azimuth), side ? H / 2 : 2700, W / 2 - range * Math.cos(azimuth)];
  const f = unit3(sub3([L / 2, side ? H / 2 : H * 0.4, W / 2], eye));
  const r = unit3(cross3([0, 1, 0], f));
  const u = cross3(f, r);
  const raw = (q: P3): P2 => {
    const v = sub3(q, eye);
    const z = side ? 1 : dot3(v, f);
    return [dot3(v, r) / z, -dot3(v, u) / z];
  };
  // Frame every body alike: fit the projected car into a box standing on the floor line.
  const pts = [...p.top, ...p.glass].flatMap((c) => c.flatMap((q) => [raw([q[0], q[1], 0]), raw([q[0], q[1], W])]));
  for (const x of p.spec.axles) pts.push(raw([x, 0, 0]), raw([x, 0, W]));
  for (const [x, rim] of spareDrum(p)?.rings ?? []) pts.push(...rim.map((q) => raw([x, q[0], q[1]])));
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // A short car stands a little smaller in the frame than a long one, so size shows between pictures.
  const size = clamp(Math.sqrt(L / 5100), 0.86, 1);
  const scale = Math.min((side ? 1360 : 1300) / (maxX - minX), (side ? 560 : 620) / (maxY - minY)) * size;
  const dx = 800 - ((minX + maxX) / 2) * scale;
  const dy = (side ? 790 : 830) - maxY * scale;
  const toEye = (q: P3): P3 => (side ? [-f[0], -f[1], -f[2]] : sub3(eye, q));
  return {
    at: (q) => {
      const s = raw(q);
      return [s[0] * scale + dx, s[1] * scale + dy];
    },
    distance: (q) => Math.hypot(...sub3(q, eye)),
    sees: (q, n) => dot3(n, toEye(q)) > 1e-6,
    ppm: side ? scale : scale / range,
    side,
  };
}

/** A strip of surface swept across the car between two z positions of a profile segment. */
function ribbonPath(scene: Scene, seg: Cubic, zNear: (p: P2) => number, zFar: (p: P2) => number): string {
  const near = pathData([seg], (q) => scene.at([q[0], q[1], zNear(q)]), false);
  const far = pathData([[seg[3], seg[2], seg[1], seg[0]]], (q) => scene.at([q[0], q[1], zFar(q)]), false);
  return `${near}L${far.slice(1)}Z`;
}

const LIGHT: P3 = unit3([-0.35, 1, -0.5]);

/** Outward normal of a profile segment at one end (profiles run front to rear over the top). */
function normalAt(seg: Cubic, end: 0 | 1): P3 {
  const t = end === 0 ? sub(seg[1], seg[0]) : sub(seg[3], seg[2]);
  const tangent = unit(Math.hypot(t[0], t[1]) < 1e-6 ? sub(seg[3], seg[0]) : t);
  return [-tangent[1], tangent[0], 0];
}

interface Item {
  depth: number;
  svg: string;
}

const byDepth = (items: readonly Item[]): string[] => [...items].sort((a, b) => b.depth - a.depth).map((it) => it.svg);

/** A convex outline swept along z: the hull of its two ends, then the end nearer the camera on top. */
function solid(scene: Scene, outline: Curve, z0: number, z1: number, sideFill: string, faceFill: string, edge?: string): string {
  const pts = samples(outline, 5);
  const shell = hull([...pts.map((q) => scene.at([q[0], q[1], z0])), ...pts.map((q) => scene.at([q[0], q[1], z1]))]);
  const centre = at(pts, 0);
  const zNear = scene.distance([centre[0], centre[1], z0]) < scene.distance([centre[0], centre[1], z1]) ? z0 : z1;
  return (
    tag('path', { d: `M${shell.map((q) => `${Math.round(q[0])} ${Math.round(q[1])}`).join('L')}Z`, fill: sideFill }) +
    tag('path', {
      d: pathData(outline, (q) => scene.at([q[0], q[1], zNear])),
      fill: faceFill,
      stroke: edge,
      'stroke-width': edge ? 1 : undefined,
    })
  );
}

// ---------------------------------------------------------------------------------------------
// Exterior views: side and three-quarters

function renderExterior(p: Profile, paint: Paint, view: ExteriorView, ids: Ids): string {
  const spec = p.spec;
  const { width: W, length: L } = spec;
  const scene = makeScene(p, view);
  const px = scene.ppm;
  const nearZ = (q: P2): number => p.inset(q[0]);
  const farZ = (q: P2): number => W - p.inset(q[0]);
  const near: Map2 = (q) => scene.at([q[0], q[1], nearZ(q)]);
  const flat =
    (z: number): Map2 =>
    (q) =>
      scene.at([q[0], q[1], z]);
  const glassZ = (q: P2): number => Math.max(p.tumble(q[1]), p.inset(q[0]) + 10);
  const glassNear: Map2 = (q) => scene.at([q[0], q[1], glassZ(q)]);
  const lineHex = hex(paint.line);
  const frontVisible = !scene.side && scene.sees([0, 500, W / 2], [-1, 0, 0]);
  const rearVisible = !scene.side && !frontVisible;
  const room = studio(ids, scene.side ? 650 : 620);
  const defs: string[] = [commonDefs(ids, paint, spec), room.defs];
  const out: string[] = [room.svg];
  const gradientAlong = (id: string, a: P2, b: P2, list: readonly Stop[]): string =>
    linear(ids.id(id), list, { gradientUnits: 'userSpaceOnUse', x1: num(a[0]), y1: num(a[1]), x2: num(b[0]), y2: num(b[1]) });

  // Ground shadow: a wide ambient pool and a tighter core under the footprint, plus tyre contacts. Each
  // pool is the shade on the ellipse through the footprint's corners, seen in perspective.
  const [a, b, c, d] = [
    [L * 0.04, 0],
    [L * 0.96, 0],
    [L * 0.96, W],
    [L * 0.04, W],
  ].map(([x, z]) => scene.at([x!, 0, z!]));
  const centre = [0, 1].map((i) => (a![i]! + b![i]! + c![i]! + d![i]!) / 4);
  const along = [0, 1].map((i) => (b![i]! + c![i]! - a![i]! - d![i]!) / 4);
  const across = [0, 1].map((i) => (c![i]! + d![i]! - a![i]! - b![i]!) / 4);
  /**
   * The footprint's ellipse grown by `grow` ground units all round, then by √2 to reach its corners; seen
   * edge-on (from the side) it keeps the depth a shadow spreads to.
   */
  const pool = (grow: number, opacity: number): string => {
    const v = Math.SQRT2 * (1 + grow / (W * 0.5));
    const least = px * (grow * 0.5 + W * 0.05);
    const deep = Math.hypot(across[0]!, across[1]!) * v >= least;
    // Edge-on there are no corners to reach: the pool ends where the car does, give or take its spread.
    const u = (deep ? Math.SQRT2 : 1.05) * (1 + grow / (L * 0.46));
    const side = deep ? [across[0]! * v, across[1]! * v] : [0, least];
    const m = [along[0]! * u, along[1]! * u, side[0]!, side[1]!, centre[0]!, centre[1]!].map((n) => Math.round(n * 100) / 100);
    return tag('circle', { r: 1, fill: ids.url('shade'), opacity, transform: `matrix(${m.join(' ')})` });
  };
  out.push(pool(W * 0.3, 0.2), pool(W * 0.04, 0.38));
  for (const x of spec.axles) {
    for (const z of scene.side ? [35] : [35, W - 35]) {
      const c = scene.at([x, 0, z]);
      const span = Math.abs(scene.at([x + spec.tyreR * 0.8, 0, z])[0] - scene.at([x - spec.tyreR * 0.8, 0, z])[0]);
      out.push(softEllipse(ids, c[0], c[1], span / 2 + 10, Math.max(6, spec.tyreW * 0.12 * px) + 7, 0.6));
    }
  }

  const wheelAt = (href: string, x: number, z: number): string => {
    const r = spec.tyreR;
    const c = scene.at([x, r, z]);
    const ex = sub(scene.at([x + r, r, z]), scene.at([x - r, r, z]));
    const ey = sub(scene.at([x, 0, z]), scene.at([x, 2 * r, z]));
    const m = [ex[0] / 200, ex[1] / 200, ey[0] / 200, ey[1] / 200, c[0], c[1]].map((v) => Math.round(v * 10000) / 10000);
    return tag('use', { href: ids.href(href), transform: `matrix(${m.join(' ')})` });
  };

  // Far wheels first: the body hides most of them.
  if (!scene.side) {
    for (const x of spec.axles) out.push(wheelAt('tyre3', x, W - 35), wheelAt('wheelback', x, W - 35 - spec.tyreW));
  }

  // Lower-body surfaces that face the camera (bumpers, bonnet, shoulders, boot), far to near.
  const ribbon = (seg: Cubic, id: string, zN: (q: P2) => number, zF: (q: P2) => number, coat = paint): string => {
    const ends = [seg[0], seg[3]].map((q) => mid(scene.at([q[0], q[1], zN(q)]), scene.at([q[0], q[1], zF(q)])));
    const tones = ([0, 1] as const).map((end) => tone(coat, dot3(normalAt(seg, end), LIGHT)));
    const [c0, c1] = [at(tones, 0), at(tones, 1)];
    const d = ribbonPath(scene, seg, zN, zF);
    // A flat strip needs no gradient; the same-colour stroke hides seams between neighbouring strips.
    let fill = hex(mix(c0, c1, 0.5));
    if (c0.some((v, i) => Math.abs(v - at(c1, i)) > 6)) {
      defs.push(
        gradientAlong(id, at(ends, 0), at(ends, 1), [
          [0, hex(c0)],
          [1, hex(c1)],
        ]),
      );
      fill = ids.url(id);
    }
    return tag('path', { d, fill, stroke: fill, 'stroke-width': 1, 'stroke-linejoin': 'round' });
  };
  const facing = (seg: Cubic, zN: (q: P2) => number): boolean => {
    const m = pointAt(seg, 0.5);
    const n = normalAt([seg[0], seg[0], seg[3], seg[3]], 0);
    return scene.sees([m[0], m[1], zN(m)], n) || scene.sees([m[0], m[1], W - zN(m)], n);
  };
  const lowerItems = p.top.flatMap((seg, i) => {
    if (!facing(seg, nearZ)) return [];
    const m = pointAt(seg, 0.5);
    return [{ depth: scene.distance([m[0], m[1], W / 2]), svg: ribbon(seg, `rb${i}`, nearZ, farZ) }];
  });
  out.push(...byDepth(lowerItems));
  // The far edge is the silhouette above the near side; without it a white bonnet melts into the backdrop.
  const farEdge = (curve: Curve, z: (q: P2) => number): string =>
    tag('path', {
      d: pathData(curve, (q) => scene.at([q[0], q[1], W - z(q)]), false),
      fill: 'none',
      stroke: lineHex,
      'stroke-width': num(Math.max(1, 4 * px)),
      opacity: 0.45,
    });
  if (!scene.side) {
    out.push(farEdge(p.top, nearZ));
    // Two soft creases along the bonnet: a shaded line with a lit one beside it.
    for (const z of [W * 0.3, W * 0.7]) {
      const crease: Map2 = (q) => scene.at([q[0], q[1] + 4, z]);
      const lit: Map2 = (q) => scene.at([q[0], q[1] + 14, z + 12]);
      out.push(
        tag('path', { d: pathData(p.bonnet, crease, false), fill: 'none', stroke: lineHex, 'stroke-width': num(5 * px), opacity: 0.28 }),
        tag('path', { d: pathData(p.bonnet, lit, false), fill: 'none', stroke: hex(paint.hi), 'stroke-width': num(5 * px), opacity: 0.5 }),
      );
    }
  }

  // Wheel wells and near wheels go under the near side panel, so its arch lips sit over the tyres.
  for (const arch of p.arches) out.push(tag('path', { d: pathData(arch, near), fill: '#0b0c0d' }));
  for (const x of spec.axles) {
    out.push(wheelAt('tyre3', x, 35 + spec.tyreW), wheelAt('tyre3', x, 35 + spec.tyreW / 2), wheelAt('wheel', x, 35));
  }

  // Near side panel: base colour, then shading bands clipped to it (they follow the perspective).
  defs.push(
    tag('path', { id: ids.id('lower'), d: pathData([...p.top, ...p.under], near) }),
    tag('clipPath', { id: ids.id('lowerclip') }, tag('use', { href: ids.href('lower') })),
  );
  out.push(tag('use', { href: ids.href('lower'), fill: hex(paint.base) }));
  const belt = p.beltAt(L / 2);
  const crease = belt - 170;
  const band = (y0: number, y1: number): string =>
    pathData(
      polyline(
        [
          [-300, y0],
          [L + 300, y0],
          [L + 300, y1],
          [-300, y1],
        ],
        true,
      ),
      flat(0),
    );
  const yMid = (crease + spec.sill) / 2;
  const cornerFill = (front: boolean): string => {
    const tipX = front ? p.frontX(yMid) : p.rearX(yMid);
    const a = scene.at([tipX, yMid, p.inset(tipX)]);
    const b = scene.at([front ? spec.corner[1] : L - spec.corner[1], yMid, 0]);
    const seen = front ? frontVisible : rearVisible;
    const colour = seen ? hex(tone(paint, dot3([front ? -1 : 1, 0, 0], LIGHT))) : hex(paint.deep);
    const id = front ? 'cornerf' : 'cornerr';
    defs.push(
      gradientAlong(id, a, b, [
        [0, colour, seen ? 0.9 : 0.75],
        [1, colour, 0],
      ]),
    );
    return tag('path', { d: band(-100, spec.height), fill: ids.url(id) });
  };
  defs.push(
    linear(ids.id('upper'), [
      [0, hex(paint.hi), 1],
      [0.5, hex(paint.hi), 0.75],
      [0.85, hex(paint.light), 0.35],
      [1, hex(paint.light), 0],
    ]),
    linear(ids.id('under'), [
      [0, hex(paint.deep), 0],
      [0.45, hex(paint.deep), 0.55],
      [0.62, hex(paint.light), 0.35],
      [0.72, hex(paint.deep), 0.6],
      [1, hex(paint.deep), 0.92],
    ]),
    linear(ids.id('spec'), [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', paint.dark ? 0.35 : 0.55],
      [1, '#ffffff', 0],
    ]),
  );
  const horizon = lerp(spec.sill, crease, 0.42);
  out.push(
    tag(
      'g',
      { 'clip-path': ids.url('lowerclip') },
      tag('path', { d: band(crease - 20, belt + 40), fill: ids.url('upper') }) +
        tag('path', { d: band(spec.sill - 60, crease - 40), fill: ids.url('under') }) +
        tag('path', { d: band(crease - 42, crease - 12), fill: ids.url('spec') }) +
        tag('path', {
          d: pathData([line([-300, horizon], [L + 300, horizon])], flat(0), false),
          stroke: hex(paint.hi),
          'stroke-width': num(10 * px),
          opacity: 0.25,
        }) +
        cornerFill(true) +
        cornerFill(false),
    ),
  );

  // Arch lips (or SUV cladding) and the sill.
  const lip = spec.cladding
    ? { stroke: '#26282b', 'stroke-width': num(70 * px) }
    : { stroke: lineHex, 'stroke-width': num(6 * px), opacity: 0.55 };
  for (const arch of p.arches) out.push(tag('path', { d: pathData(arch, near, false), fill: 'none', ...lip }));
  const [xf, xr] = spec.axles;
  out.push(
    tag('path', {
      d: pathData([line([xf + p.archR * 0.95, spec.sill + 35], [xr - p.archR * 0.95, spec.sill + 35])], near, false),
      stroke: spec.cladding ? '#26282b' : hex(paint.deep),
      'stroke-width': num((spec.cladding ? 90 : 55) * px),
      opacity: spec.cladding ? 1 : 0.7,
    }),
  );

  // Door cuts: a dark gap with a lit edge beside it reads as a shut line on any paint.
  for (const door of spec.doors) {
    const curve = spline(door);
    const lit: Map2 = (q) => add(near(q), [Math.max(1, 6 * px), 0]);
    out.push(
      tag('path', {
        d: pathData(curve, near, false),
        fill: 'none',
        stroke: lineHex,
        'stroke-width': num(Math.max(1.4, 9 * px)),
        opacity: 0.8,
      }),
      tag('path', {
        d: pathData(curve, lit, false),
        fill: 'none',
        stroke: hex(paint.hi),
        'stroke-width': num(Math.max(0.8, 5 * px)),
        opacity: 0.4,
      }),
    );
  }
  for (const x of spec.handles) {
    const y = p.beltAt(x) - 100;
    const fill = spec.chrome ? ids.url('chrome') : hex(paint.shade);
    out.push(
      tag('path', { d: pathData(rect(x - 130, y - 26, x + 130, y + 26, 26), near), fill, stroke: lineHex, 'stroke-width': num(4 * px) }),
    );
  }
  out.push(
    tag('path', {
      d: pathData([line([xf + p.archR * 0.2, crease - 20], [L - 260, crease + 10])], near, false),
      stroke: lineHex,
      'stroke-width': num(5 * px),
      opacity: 0.35,
    }),
  );

  // Lamp slivers on the flanks, for the ends whose face is out of sight (a visible face wraps its own).
  const fl = spec.front.lamp;
  const rl = spec.rear.lamp;
  if (!frontVisible) {
    const head = rounded(
      [
        [p.frontX(fl.y1 + fl.rise) + 6, fl.y1 + fl.rise],
        [620, fl.y1 + fl.rise + 15],
        [560, lerp(fl.y0, fl.y1, 0.5)],
        [p.frontX(fl.y0) + 6, fl.y0],
      ],
      40,
    );
    out.push(
      tag('path', { d: pathData(head, near), fill: ids.url('lamp'), stroke: lineHex, 'stroke-width': num(4 * px) }),
      tag('path', {
        d: pathData([line([p.frontX(fl.y1) + 40, fl.y1 + fl.rise - 20], [560, fl.y1 + fl.rise - 5])], near, false),
        stroke: '#f3f8ff',
        'stroke-width': num(16 * px),
        'stroke-linecap': 'round',
      }),
    );
  }
  if (!rearVisible) {
    const tail = rounded(
      [
        [p.rearX(rl.y1) - 6, rl.y1],
        [L - 600, rl.y1 + 5],
        [L - 560, lerp(rl.y0, rl.y1, 0.45)],
        [p.rearX(rl.y0) - 6, rl.y0],
      ],
      30,
    );
    out.push(tag('path', { d: pathData(tail, near), fill: ids.url('tail'), stroke: '#3a0807', 'stroke-width': num(4 * px) }));
  }

  // Greenhouse surfaces facing the camera: windscreen, roof and rear window, far to near.
  const open = spec.seats.length > 0;
  const glassItems = p.glass.flatMap((seg, i) => {
    if (!open && !facing(seg, glassZ)) return [];
    // An open car's windscreen is seen through from behind too, so it has no painted surround.
    let svg = open ? '' : ribbon(seg, `gr${i}`, glassZ, (q) => W - glassZ(q), roofPaint(spec, paint));
    if (i === 0 || i === p.glass.length - 1) {
      const pane = splitCubic(seg, i === 0 ? 0.04 : 0.06, i === 0 ? 0.94 : 0.96);
      const inset = (q: P2): number => glassZ(q) + spec.pillarT * 1.2;
      const d = ribbonPath(scene, pane, inset, (q) => W - inset(q));
      svg +=
        tag('path', { d, fill: ids.url('glass'), opacity: open ? 0.6 : undefined }) +
        tag('path', { d, fill: ids.url('sheen'), opacity: 0.8 });
    }
    const m = pointAt(seg, 0.5);
    return [{ depth: scene.distance([m[0], m[1], W / 2]), svg }];
  });

  const mirror = rounded(
    [
      [p.cowl[0] + 120, p.cowl[1] + 30],
      [p.cowl[0] + 330, p.cowl[1] + 50],
      [p.cowl[0] + 360, p.cowl[1] + 170],
      [p.cowl[0] + 160, p.cowl[1] + 175],
    ],
    45,
  );
  const drawMirror = (z0: number, z1: number): string => solid(scene, mirror, z0, z1, hex(paint.shade), ids.url('paint'), lineHex);

  if (spec.seats.length > 0) {
    out.push(...openCabin(p, scene, paint, ids, glassItems));
    if (!scene.side) out.push(drawMirror(W + 90, W - 30));
  } else {
    out.push(...byDepth(glassItems));
    if (!scene.side) out.push(farEdge(p.glass, glassZ), drawMirror(W + 90, W - 30));
    out.push(...greenhouseSide(p, scene, paint, ids, glassNear, defs));
  }

  if (spec.rails) out.push(...roofRails(p, scene));
  out.push(drawMirror(-90, 30));

  // The MPV's sliding-door rail: a dark groove under the rear quarter glass.
  if (spec.sliding) {
    const y = p.beltAt(4000) - 40;
    out.push(
      tag('path', {
        d: pathData([line([3650, y], [4780, y])], near, false),
        stroke: '#1a1c1f',
        'stroke-width': num(22 * px),
        'stroke-linecap': 'round',
      }),
    );
  }

  // Faces, when the camera sees one. Near-side details wrap round the rounded corner; far ones stay on the face.
  if (!scene.side) {
    const shapes = frontVisible ? frontShapes(spec, paint, ids) : rearShapes(spec, paint, ids);
    const faceMap: Map2 = (q) => {
      const y = q[1];
      const tip = frontVisible ? p.frontX(y) : L - p.rearX(y);
      let z = W / 2 - q[0];
      const back = z < W / 2 ? Math.max(tip, p.uninset(z)) : tip;
      if (z >= W / 2) z = Math.min(z, W - p.inset(tip) - 5);
      return scene.at([frontVisible ? back - 4 : L - back + 4, y, z]);
    };
    out.push(drawShapes(shapes, faceMap, px));
  }

  if (!frontVisible) out.push(...spareWheel(p, scene, ids));

  out.push(tag('use', { href: ids.href('lower'), fill: 'none', stroke: lineHex, 'stroke-width': num(Math.max(1, 5 * px)), opacity: 0.5 }));
  return svgDocument('', defs.join(''), out.join(''));
}

/** A tailgate's spare wheel: rings of (y, z) points along x, the tyre's shoulders rounded off; null: none. */
function spareDrum(p: Profile): { rings: [x: number, rim: P2[]][]; face: number; r: number; y: number } | null {
  const { spare: y, tyreR, tyreW, length: L, width: W } = p.spec;
  if (y === undefined) return null;
  const ring = (r: number): P2[] =>
    Array.from({ length: 24 }, (_, i): P2 => [y + r * Math.sin((i / 12) * Math.PI), W / 2 + r * Math.cos((i / 12) * Math.PI)]);
  const [x0, x1, r] = [L - 20, L + tyreW * 0.8, tyreR * 0.95];
  return {
    rings: [
      [x0, ring(r * 0.92)],
      [x0 + 45, ring(r)],
      [x1 - 45, ring(r)],
      [x1, ring(r * 0.92)],
    ],
    face: x1,
    r: r * 0.92,
    y,
  };
}

/** The spare wheel: the drum's outline, then its face where the camera sees the back of the car. */
function spareWheel(p: Profile, scene: Scene, ids: Ids): string[] {
  const drum = spareDrum(p);
  if (!drum) return [];
  const { face: x1, r, y } = drum;
  const z = p.spec.width / 2;
  const outline = hull(drum.rings.flatMap(([x, rim]) => rim.map((q) => scene.at([x, q[0], q[1]]))));
  const out = [tag('path', { d: `M${outline.map((q) => `${num(q[0])} ${num(q[1])}`).join('L')}Z`, fill: ids.url('tyre') })];
  // Edge-on in the side view, the face would be a line: only the drum shows.
  if (!scene.side) {
    const c = scene.at([x1, y, z]);
    const ez = sub(scene.at([x1, y, z - r]), scene.at([x1, y, z + r]));
    const ey = sub(scene.at([x1, y - r, z]), scene.at([x1, y + r, z]));
    const m = [ez[0] / 200, ez[1] / 200, ey[0] / 200, ey[1] / 200, c[0], c[1]].map((v) => Math.round(v * 10000) / 10000);
    out.push(tag('use', { href: ids.href('wheel'), transform: `matrix(${m.join(' ')})` }));
  }
  return out;
}

/** The near greenhouse side: glass with an inner frame, chrome or black trim, and the pillars. */
function greenhouseSide(p: Profile, scene: Scene, paint: Paint, ids: Ids, map: Map2, defs: string[]): string[] {
  const spec = p.spec;
  const px = scene.ppm;
  defs.push(
    tag('path', { id: ids.id('gh'), d: pathData([...p.glass, line(p.deck, p.cowl)], map) }),
    tag('clipPath', { id: ids.id('ghclip') }, tag('use', { href: ids.href('gh') })),
  );
  const frame = 2 * spec.pillarT * px;
  const top = spec.height + 80;
  const pillars = spec.pillars
    .map((pl) => {
      const bottom = p.beltAt(pl.bottom) - 40;
      const w = pl.width / 2;
      const outline: P2[] =
        pl.width > 0
          ? [
              [pl.bottom - w, bottom],
              [pl.top - w, top],
              [pl.top + w, top],
              [pl.bottom + w, bottom],
            ]
          : [
              [pl.bottom, bottom],
              [pl.top, top],
              [spec.length + 200, top],
              [spec.length + 200, bottom],
            ];
      return tag('path', { d: pathData(polyline(outline, true), map), fill: pl.black ? '#121417' : ids.url('paint') });
    })
    .join('');
  const streak = polyline(
    [
      [p.cowl[0] + 300, spec.height],
      [p.cowl[0] + 900, spec.height],
      [p.cowl[0] + 500, p.cowl[1]],
      [p.cowl[0] - 100, p.cowl[1]],
    ],
    true,
  );
  const trim = spec.chrome ? ids.url('chrome') : '#0f1113';
  return [
    tag('use', { href: ids.href('gh'), fill: ids.url('glass') }),
    tag(
      'g',
      { 'clip-path': ids.url('ghclip') },
      tag('path', { d: pathData(streak, map), fill: '#ffffff', opacity: 0.08 }) +
        tag('use', { href: ids.href('gh'), fill: 'none', stroke: trim, 'stroke-width': num(frame + Math.max(3, 28 * px)) }) +
        tag('use', {
          href: ids.href('gh'),
          fill: 'none',
          stroke: spec.contrastRoof ? hex(roofPaint(spec, paint).base) : ids.url('paint'),
          'stroke-width': num(frame),
        }) +
        pillars,
    ),
    tag('use', { href: ids.href('gh'), fill: 'none', stroke: hex(paint.line), 'stroke-width': num(3 * px), opacity: 0.6 }),
  ];
}

/** Roof rails: a smooth bar a hand above the roof, on two feet, along each side. */
function roofRails(p: Profile, scene: Scene): string[] {
  const spec = p.spec;
  const px = scene.ppm;
  const roof = p.glass.slice(1, -1);
  const [x0, x1] = [at(spec.glass, 1).p[0] + 150, at(spec.glass, spec.glass.length - 2).p[0] - 60];
  const roofY = (x: number): number => yAtX(roof, x) ?? spec.height;
  const rail = spline([0, 0.5, 1].map((t) => k(lerp(x0, x1, t), roofY(lerp(x0, x1, t)) + 60, t === 0.5 ? 1 : 0.6)));
  const zs = scene.side ? [spec.tumble[1] + 80] : [spec.width - spec.tumble[1] - 80, spec.tumble[1] + 80];
  return zs.flatMap((z) => {
    const map: Map2 = (q) => scene.at([q[0], q[1], z]);
    const feet = [x0 + 40, x1 - 40].map((x) => pathData(rect(x - 70, roofY(x) - 10, x + 70, roofY(x) + 70, 20), map)).join('');
    return [
      tag('path', { d: feet, fill: '#15171a' }),
      tag('path', {
        d: pathData(rail, map, false),
        fill: 'none',
        stroke: '#1f2124',
        'stroke-width': num(45 * px),
        'stroke-linecap': 'round',
      }),
      tag('path', {
        d: pathData(rail, (q) => scene.at([q[0], q[1] + 12, z]), false),
        fill: 'none',
        stroke: '#a3a9af',
        'stroke-width': num(9 * px),
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
    ];
  });
}

/** The convertible's open cockpit: tub, seats, fairings and the framed windscreen, far to near. */
function openCabin(p: Profile, scene: Scene, paint: Paint, ids: Ids, glassItems: readonly Item[]): string[] {
  const spec = p.spec;
  const W = spec.width;
  const leather = leatherFor(paint);
  const [seatHex, sideHex, edgeHex] = [hex(leather), hex(mix(leather, BLACK, 0.35)), hex(mix(leather, BLACK, 0.6))];
  const out: string[] = [];
  const [x0, x1] = [p.cowl[0] + 80, p.deck[0] - 60];
  if (!scene.side) {
    const tub = polyline(
      [
        [x0, 150],
        [x1, 150],
        [x1, W - 150],
        [x0, W - 150],
      ],
      true,
    );
    out.push(tag('path', { d: pathData(tub, (q) => scene.at([q[0], p.beltAt(q[0]) - 10, q[1]])), fill: hex(mix(leather, BLACK, 0.6)) }));
  }
  const items: Item[] = [...glassItems];
  const seatZ = scene.side ? [W * 0.28] : [W * 0.28, W * 0.72];
  spec.seats.forEach((x, row) => {
    const s = row === 0 ? 1 : 0.8;
    const b = p.beltAt(x);
    const topY = b + 190 * s;
    const back = rounded(
      [
        [x - 170, b - 80],
        [x + 70, b - 80],
        [x + 120, topY - 10],
        [x - 70, topY],
      ],
      60,
    );
    const rest = rounded(
      [
        [x - 40, topY + 20],
        [x + 120, topY + 12],
        [x + 130, topY + 150 * s],
        [x - 20, topY + 160 * s],
      ],
      50,
    );
    // A streamlined fairing behind each headrest, in body colour.
    const fairing = spline([k(x + 100, b - 20, 0), k(x + 230, b + 150 * s, 0.9), k(x + 520, b + 80 * s), k(x + 950, b - 20, 0)], true);
    for (const z of seatZ) {
      items.push({
        depth: scene.distance([x, topY, z]),
        svg:
          solid(scene, back, z - 230 * s, z + 230 * s, sideHex, seatHex, edgeHex) +
          solid(scene, rest, z - 120 * s, z + 120 * s, sideHex, seatHex, edgeHex),
      });
      items.push({
        depth: scene.distance([x + 500, b, z]),
        svg: solid(scene, fairing, z - 170, z + 170, hex(paint.shade), ids.url('paint'), hex(paint.line)),
      });
    }
  });
  // The windscreen frame: two A-pillars and a header.
  const [base, tip] = [p.cowl, at(spec.glass, 1).p];
  const zs = scene.side ? [spec.tumble[0]] : [spec.tumble[0], W - spec.tumble[0]];
  for (const z of zs) {
    items.push({
      depth: scene.distance([base[0], base[1], z]),
      svg: tag('path', {
        d: pathData([line(base, tip)], (q) => scene.at([q[0], q[1], z]), false),
        stroke: '#15171a',
        'stroke-width': num(Math.max(3, 65 * scene.ppm)),
        'stroke-linecap': 'round',
      }),
    });
  }
  if (scene.side) {
    // In profile the windscreen wraps back at its sides, so a sliver of glass shows behind the pillar.
    const pane = polyline(
      [
        [base[0] + 20, base[1]],
        [tip[0] - 10, tip[1]],
        [tip[0] + 170, tip[1] - 25],
        [base[0] + 330, base[1]],
      ],
      true,
    );
    items.push({
      depth: 0,
      svg: tag('path', { d: pathData(pane, (q) => scene.at([q[0], q[1], 0])), fill: ids.url('glass'), opacity: 0.85 }),
    });
  } else {
    const [a, b] = [scene.at([tip[0], tip[1], spec.tumble[0]]), scene.at([tip[0], tip[1], W - spec.tumble[0]])];
    items.push({
      depth: scene.distance([tip[0], tip[1], W / 2]) - 1,
      svg: tag('path', {
        d: `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}`,
        stroke: '#15171a',
        'stroke-width': num(Math.max(3, 45 * scene.ppm)),
        'stroke-linecap': 'round',
      }),
    });
  }
  out.push(...byDepth(items));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Faces, shared by the head-on and three-quarter views. Coordinates: u across from the centre line
// in millimetres, y up from the ground.

function frontShapes(spec: BodySpec, paint: Paint, ids: Ids): Shape[] {
  const { intake, plateY } = spec.front;
  const W2 = spec.width / 2;
  const out: Shape[] = [];
  const intakeShape = rounded(
    [
      [-intake.w, intake.y1],
      [intake.w, intake.y1],
      [intake.w - 80, intake.y0],
      [-intake.w + 80, intake.y0],
    ],
    40,
  );
  out.push({ c: intakeShape, fill: ids.url('mesh'), stroke: hex(paint.shade), sw: 10 });
  const vent = rounded(
    [
      [intake.w + 70, intake.y1 + 40],
      [W2 - 130, intake.y1 + 70],
      [W2 - 150, intake.y0 + 40],
      [intake.w + 40, intake.y0 + 30],
    ],
    25,
  );
  for (const c of [vent, flipX(vent)]) out.push({ c, fill: ids.url('mesh'), stroke: hex(paint.shade), sw: 8 });
  out.push(
    ...(spec.face
      ? [...grilleShapes(spec, paint, ids, spec.face.grille), ...lampShapes(spec, ids, spec.face.lamp)]
      : plainFront(spec, ids)),
  );
  out.push(...plate(plateY));
  return out;
}

/** The body type's own grille and lamps, for a car of no known maker. */
function plainFront(spec: BodySpec, ids: Ids): Shape[] {
  const { lamp: l, grille: g } = spec.front;
  const trim = spec.chrome ? ids.url('chrome') : '#2b2e33';
  const out: Shape[] = [];
  const grille = rounded(
    [
      [-g.top, g.y1],
      [g.top, g.y1],
      [g.bottom, g.y0],
      [-g.bottom, g.y0],
    ],
    g.r,
  );
  out.push({ c: grille, fill: g.mesh ? ids.url('mesh') : ids.url('grille'), stroke: trim, sw: 24 });
  if (!g.mesh) {
    const bars = Math.max(3, Math.round((g.y1 - g.y0) / 75));
    for (let i = 1; i < bars; i++) {
      const t = i / bars;
      const w = lerp(g.bottom, g.top, t) - 35;
      const y = lerp(g.y0, g.y1, t);
      out.push({ c: [line([-w, y], [w, y])], stroke: spec.chrome ? '#c9ced3' : '#4c5157', sw: 14, open: true });
    }
  }
  out.push({ c: ellipse([0, g.y1 - 80], 46), fill: ids.url('chrome'), stroke: '#5c6167', sw: 4 });
  const h = l.y1 - l.y0;
  const lamp = rounded(
    [
      [l.inner, l.y0 + h * 0.3],
      [l.inner + 25, l.y1],
      [l.outer, l.y1 + l.rise],
      [l.outer - 70, l.y0 + l.rise * 0.4],
    ],
    35,
  );
  const drl = polyline([
    [l.inner + 45, l.y1 - 22],
    [l.outer - 45, l.y1 + l.rise - 22],
    [l.outer - 85, l.y0 + l.rise * 0.4 + 30],
  ]);
  const leds = [0.25, 0.5, 0.75].map((t) => {
    const u = lerp(l.inner + 60, l.outer - 110, t);
    const y = lerp(l.y0, l.y1, 0.4) + l.rise * t * 0.4;
    return rect(u - 32, y - 18, u + 32, y + 18, 10);
  });
  for (const flip of [false, true]) {
    const m = (c: Curve): Curve => (flip ? flipX(c) : c);
    out.push(
      { c: m(lamp), fill: ids.url('lamp'), stroke: '#16181b', sw: 8 },
      { c: m(drl), stroke: '#dfeeff', sw: 34, open: true, opacity: 0.35 },
      { c: m(drl), stroke: '#f7fbff', sw: 13, open: true },
      { c: m(at(leds, 0)), more: leds.slice(1).map(m), fill: ids.url('lens'), stroke: '#4a525b', sw: 3 },
    );
  }
  return out;
}

function plate(y: number): Shape[] {
  return [
    { c: rect(-260, y - 60, 260, y + 60, 14), fill: '#f3f3f1', stroke: '#8d9196', sw: 8 },
    { c: rect(-235, y - 40, 235, y + 40, 8), stroke: '#d5d7da', sw: 4 },
  ];
}

function rearShapes(spec: BodySpec, paint: Paint, ids: Ids): Shape[] {
  const { plateY, exhausts, bumper } = spec.rear;
  const W2 = spec.width / 2;
  const foot = at(spec.top, spec.top.length - 1).p[1];
  const out: Shape[] = [];
  out.push(...(spec.face ? tailShapes(spec, ids, spec.face.tail) : plainTail(spec, ids)));
  out.push(...plate(plateY), { c: ellipse([0, plateY + 150], 42, 30), fill: ids.url('chrome'), stroke: '#5c6167', sw: 4 });
  const bw = W2 - 160;
  out.push({ c: [line([-bw, bumper], [bw, bumper])], stroke: hex(paint.line), sw: 6, open: true, opacity: 0.6 });
  const diffuser = rounded(
    [
      [-bw + 120, 330],
      [bw - 120, 330],
      [bw - 220, foot + 20],
      [-bw + 220, foot + 20],
    ],
    30,
  );
  out.push({ c: diffuser, fill: spec.cladding ? '#9aa0a6' : '#16181b' });
  for (const s of [1, -1]) out.push({ c: rect(s * (W2 - 150) - 60, bumper - 90, s * (W2 - 150) + 60, bumper - 65, 12), fill: '#8e1512' });
  const pipes = exhausts === 0 ? [] : exhausts === 2 ? [bw - 160] : [bw - 130, bw - 260];
  for (const u of pipes) {
    for (const s of [1, -1]) out.push({ c: ellipse([s * u, 300], 55, 38), fill: '#0b0c0d', stroke: ids.url('chrome'), sw: 18 });
  }
  return out;
}

/** The body type's own tail lamps, for a car of no known maker. */
function plainTail(spec: BodySpec, ids: Ids): Shape[] {
  const { lamp: l, bar } = spec.rear;
  const out: Shape[] = [];
  const lamp = housing(l);
  const y = l.y1 - 30;
  const glow = polyline([
    [l.inner + 30, y],
    [l.outer - 40, y + l.rise],
    [l.outer - 65, l.y0 + 30],
  ]);
  for (const flip of [false, true]) {
    const m = (c: Curve): Curve => (flip ? flipX(c) : c);
    out.push(
      { c: m(lamp), fill: ids.url('tail'), stroke: '#2d0706', sw: 8 },
      { c: m(glow), stroke: '#ff3b30', sw: 34, open: true, opacity: 0.35 },
      { c: m(glow), stroke: '#ff7a6e', sw: 12, open: true },
    );
  }
  if (bar) {
    out.push(
      { c: [line([-l.inner, y], [l.inner, y])], stroke: '#4a0908', sw: 44, open: true },
      { c: [line([-l.inner, y], [l.inner, y])], stroke: '#ff5446', sw: 11, open: true },
    );
  }
  return out;
}

// Makers' faces, drawn on the same millimetre grid as the plain face: u across from the centre line, y up.

// A straight stroke has a zero-height box, so a gradient in bounding-box units would not paint it: flat chrome.
const CHROME_LINE = '#d3d7db';
const stripe = (a: P2, b: P2, stroke: string, sw: number, opacity?: number): Shape => ({
  c: [line(a, b)],
  stroke,
  sw,
  open: true,
  opacity,
});
const both = (shape: Shape): Shape[] => [shape, { ...shape, c: flipX(shape.c), more: shape.more?.map(flipX) }];
const rows = (n: number, f: (t: number) => Shape): Shape[] => Array.from({ length: n }, (_, i) => f((i + 1) / (n + 1)));

/** A symmetric trapezoid with rounded corners: half-widths at its top and bottom edges. */
const trapeze = (top: number, bottom: number, y0: number, y1: number, r: number): Cubic[] =>
  rounded(
    [
      [-top, y1],
      [top, y1],
      [bottom, y0],
      [-bottom, y0],
    ],
    r,
  );

function grilleShapes(spec: BodySpec, paint: Paint, ids: Ids, style: GrilleStyle): Shape[] {
  const { lamp: l, grille: g, intake } = spec.front;
  const W2 = spec.width / 2;
  const trim = spec.chrome ? ids.url('chrome') : '#24272b';
  const slat = spec.chrome ? '#c9ced3' : '#50555b';
  const dark = ids.url('grille');
  const h = g.y1 - g.y0;
  const badge = (y: number, r = 40): Shape => ({ c: ellipse([0, y], r), fill: ids.url('chrome'), stroke: '#5c6167', sw: 4 });
  switch (style) {
    case 'kidney': {
      // Two tall kidneys side by side, each with vertical bars, the badge above them on the bonnet.
      const top = Math.max(g.y1, l.y1) + 10;
      const kw = Math.min(l.inner - 25, g.top * 1.05);
      const kidney = rounded(
        [
          [40, top],
          [kw - 30, top + 15],
          [kw, g.y0 + 70],
          [55, g.y0],
        ],
        90,
      );
      return [
        ...both({ c: kidney, fill: dark, stroke: trim, sw: 24 }),
        ...rows(4, (t) => stripe([lerp(80, kw - 40, t), g.y0 + 30], [lerp(80, kw - 50, t), top - 20], slat, 13)).flatMap(both),
        badge(top + 70, 34),
      ];
    }
    case 'frame': {
      // One big eight-sided frame from the lamps' level down through the bumper, with horizontal slats.
      const [y1, y0] = [g.y1 - 10, intake.y0 + 30];
      const hw = Math.min(l.inner + 30, g.top * 1.3);
      const frame = rounded(
        [
          [-hw * 0.8, y1],
          [hw * 0.8, y1],
          [hw, lerp(y0, y1, 0.7)],
          [hw * 0.9, y0 + 40],
          [hw * 0.72, y0],
          [-hw * 0.72, y0],
          [-hw * 0.9, y0 + 40],
          [-hw, lerp(y0, y1, 0.7)],
        ],
        45,
      );
      return [
        { c: frame, fill: dark, stroke: trim, sw: 26 },
        ...rows(6, (t) => stripe([-hw * lerp(0.74, 0.86, t), lerp(y0, y1, t)], [hw * lerp(0.74, 0.86, t), lerp(y0, y1, t)], slat, 10)),
      ];
    }
    case 'star': {
      // A wide grille studded with chrome dots, one bold bar across and a large disc at its centre.
      const hw = Math.min(l.inner - 15, g.top * 1.2);
      const [y0, y1] = [g.y0, g.y1 - 10];
      const ym = lerp(y0, y1, 0.5);
      return [
        {
          c: trapeze(hw, hw * 1.06, y0, y1, 55),
          fill: ids.url('dots'),
          stroke: trim,
          sw: 22,
        },
        stripe([-hw * 1.02, ym], [hw * 1.02, ym], CHROME_LINE, 34),
        { c: ellipse([0, ym], h * 0.3), fill: '#1b1e22', stroke: ids.url('chrome'), sw: 26 },
      ];
    }
    case 'none': {
      // No grille: a low nose between raised wings, and three large cooling intakes below.
      const side = rounded(
        [
          [intake.w + 50, l.y0 - 50],
          [W2 - 150, l.y0 - 40],
          [W2 - 170, intake.y0 + 30],
          [intake.w + 80, intake.y0 + 10],
        ],
        60,
      );
      return [
        ...both({ c: side, fill: ids.url('mesh'), stroke: hex(paint.shade), sw: 12 }),
        ...both({
          c: spline([k(l.inner - 60, l.y1 - 10, 0), k(lerp(l.inner, l.outer, 0.45), l.y1 + 95), k(l.outer + 20, l.y1 + l.rise, 0)]),
          stroke: hex(paint.hi),
          sw: 16,
          open: true,
          opacity: 0.7,
        }),
        ...both({
          c: spline([k(l.inner - 50, l.y1 - 5, 0), k(lerp(l.inner, l.outer, 0.45), l.y1 + 80), k(l.outer + 20, l.y1 + l.rise - 15, 0)]),
          stroke: hex(paint.line),
          sw: 6,
          open: true,
          opacity: 0.5,
        }),
        { c: rect(-70, l.y1 + 5, 70, l.y1 + 45, 14), fill: ids.url('chrome'), stroke: '#5c6167', sw: 4 },
      ];
    }
    case 'clamshell': {
      // A flat mesh grille exactly as tall as the lamps, under a bonnet that wraps over the wings.
      const hw = l.inner + 10;
      return [
        { c: rect(-hw, l.y0 - 10, hw, l.y1 + 5, 22), fill: ids.url('mesh'), stroke: '#15171a', sw: 14 },
        stripe([-hw + 20, lerp(l.y0, l.y1, 0.5)], [hw - 20, lerp(l.y0, l.y1, 0.5)], '#2a2d31', 16),
        stripe([-W2 + 70, l.y1 + 80], [W2 - 70, l.y1 + 80 + l.rise * 0.2], hex(paint.line), 8, 0.75),
        { c: rect(-230, l.y1 + 105, 230, l.y1 + 135, 10), fill: '#1b1d20' },
      ];
    }
    case 'mesh': {
      // A tall rounded trapezoid filled with mesh, the badge at its top edge.
      const c = trapeze(g.top * 1.05, g.bottom * 1.25, g.y0 - 30, g.y1 + 10, 110);
      return [{ c, fill: ids.url('mesh'), stroke: trim, sw: 26 }, badge(g.y1 - 40, 36)];
    }
    case 'slats': {
      // A square-shouldered, concave grille of vertical slats with a ring at its centre.
      const hw = g.top * 0.92;
      const [y0, y1] = [g.y0 + 10, g.y1];
      return [
        {
          c: trapeze(hw, hw * 1.03, y0, y1, 70),
          fill: dark,
          stroke: trim,
          sw: 22,
        },
        ...rows(10, (t) => stripe([lerp(-hw, hw, t), y0 + 25], [lerp(-hw, hw, t) * 0.97, y1 - 25], slat, 10)),
        { c: ellipse([0, lerp(y0, y1, 0.5)], h * 0.2), fill: '#1b1e22', stroke: ids.url('chrome'), sw: 18 },
      ];
    }
    case 'spindle': {
      // An hourglass: a narrower upper grille pinched in, flaring into a wide lower one, all one mesh.
      const [y0, y1] = [intake.y0 + 10, g.y1];
      const ym = lerp(y0, y1, 0.62);
      const [tw, bw] = [g.top * 0.95, Math.min(W2 - 240, g.bottom * 1.7)];
      const c = rounded(
        [
          [-tw, y1],
          [tw, y1],
          [tw * 0.6, ym],
          [bw, y0],
          [-bw, y0],
          [-tw * 0.6, ym],
        ],
        40,
      );
      return [{ c, fill: ids.url('mesh'), stroke: trim, sw: 22 }, badge(y1 - 60, 32)];
    }
    case 'hex': {
      // A large six-sided grille low in the nose, split by a body-coloured bar.
      const [y0, y1] = [intake.y0 + 20, g.y1];
      const ym = lerp(y0, y1, 0.55);
      const hw = g.top * 1.1;
      const c = rounded(
        [
          [-hw * 0.78, y1],
          [hw * 0.78, y1],
          [hw, ym],
          [hw * 0.82, y0],
          [-hw * 0.82, y0],
          [-hw, ym],
        ],
        35,
      );
      return [
        { c, fill: ids.url('mesh'), stroke: trim, sw: 22 },
        stripe([-hw * 0.96, ym], [hw * 0.96, ym], hex(paint.base), 46),
        badge(y1 + 60, 36),
      ];
    }
    case 'slots': {
      // Seven upright slots between the lamps.
      const cell = (2 * (l.inner - 15)) / 7;
      const w = cell * 0.32;
      const [y0, y1] = [g.y0, Math.max(g.y1, l.y1)];
      const slots = Array.from({ length: 7 }, (_, i) =>
        rounded(
          [
            [-l.inner + 15 + cell * (i + 0.5) - w, y1],
            [-l.inner + 15 + cell * (i + 0.5) + w, y1],
            [-l.inner + 15 + cell * (i + 0.5) + w, y0],
            [-l.inner + 15 + cell * (i + 0.5) - w, y0],
          ],
          w * 0.8,
        ),
      );
      return [{ c: at(slots, 0), more: slots.slice(1), fill: dark, stroke: hex(paint.line), sw: 10 }];
    }
    case 'bars': {
      // A big upright grille with three heavy chrome bars.
      const [y0, y1] = [intake.y1 - 40, Math.max(g.y1, l.y1)];
      const hw = Math.min(l.inner - 10, g.top * 1.25);
      return [
        {
          c: trapeze(hw, hw * 1.08, y0, y1, 40),
          fill: dark,
          stroke: trim,
          sw: 24,
        },
        ...rows(3, (t) => stripe([-hw, lerp(y0, y1, t)], [hw, lerp(y0, y1, t)], CHROME_LINE, 42)),
      ];
    }
    case 'trident': {
      // A shark-nose oval mouth, wider at the bottom, with concave vertical bars and a heavier centre bar.
      const [y0, y1] = [intake.y0 + 40, g.y1];
      const [tw, bw] = [g.top * 0.8, g.bottom * 1.3];
      const c = rounded(
        [
          [-tw, y1],
          [tw, y1],
          [bw, lerp(y0, y1, 0.25)],
          [bw * 0.82, y0],
          [-bw * 0.82, y0],
          [-bw, lerp(y0, y1, 0.25)],
        ],
        130,
      );
      return [
        { c, fill: dark, stroke: trim, sw: 24 },
        ...rows(8, (t) => stripe([lerp(-bw * 0.8, bw * 0.8, t), y0 + 30], [lerp(-tw * 0.85, tw * 0.85, t), y1 - 25], slat, 11)),
        stripe([0, y0 + 30], [0, y1 - 20], CHROME_LINE, 24),
        { c: ellipse([0, y1 + 55], 30, 40), fill: ids.url('chrome'), stroke: '#5c6167', sw: 4 },
      ];
    }
  }
}

function lampShapes(spec: BodySpec, ids: Ids, style: LampStyle): Shape[] {
  const l = spec.front.lamp;
  const h = l.y1 - l.y0;
  const ym = lerp(l.y0, l.y1, 0.5);
  const housing = (y0 = l.y0): Cubic[] =>
    rounded(
      [
        [l.inner, lerp(y0, l.y1, 0.3)],
        [l.inner + 25, l.y1],
        [l.outer, l.y1 + l.rise],
        [l.outer - 70, y0 + l.rise * 0.4],
      ],
      35,
    );
  const body = (c: Curve): Shape => ({ c, fill: ids.url('lamp'), stroke: '#16181b', sw: 8 });
  const drl = (c: Curve, sw = 13): Shape[] => [
    { c, stroke: '#dfeeff', sw: sw * 2.6, open: true, opacity: 0.35 },
    { c, stroke: '#f7fbff', sw, open: true },
  ];
  const ring = (c: P2, r: number): Shape[] => [
    { c: ellipse(c, r), stroke: '#dfeeff', sw: 30, opacity: 0.35 },
    { c: ellipse(c, r), stroke: '#f7fbff', sw: 11 },
  ];
  const lens = (c: P2, r: number): Shape => ({ c: ellipse(c, r), fill: ids.url('lens'), stroke: '#4a525b', sw: 3 });
  const along = (t: number): P2 => [lerp(l.inner + 40, l.outer - 60, t), ym + l.rise * t * 0.5];
  let shapes: Shape[];
  switch (style) {
    case 'rings': {
      // Twin rings side by side in each lamp.
      const r = Math.min(h * 0.4, (l.outer - l.inner) * 0.19);
      shapes = [body(housing()), ...ring(along(0.22), r), ...ring(along(0.72), r)];
      break;
    }
    case 'segments': {
      // A slim lamp with a stepped row of light segments along its lower edge.
      const y0 = l.y0 + h * 0.3;
      const cells = Array.from({ length: 6 }, (_, i) => {
        const u = lerp(l.inner + 50, l.outer - 110, i / 5);
        const y = y0 + 22 + (l.rise * 0.5 * i) / 5 + (i % 2) * 12;
        return rect(u - 26, y - 11, u + 26, y + 11, 5);
      });
      shapes = [
        body(housing(y0)),
        ...drl(
          polyline([
            [l.inner + 45, l.y1 - 18],
            [l.outer - 45, l.y1 + l.rise - 18],
          ]),
          9,
        ),
        { c: at(cells, 0), more: cells.slice(1), fill: '#f7fbff' },
      ];
      break;
    }
    case 'eyebrow': {
      // A brow of light along the top edge that hooks down at the outer end, over two round lenses.
      shapes = [
        body(housing()),
        ...drl(spline([k(l.inner + 45, l.y1 - 20, 0), k(l.outer - 90, l.y1 + l.rise - 20), k(l.outer - 95, l.y0 + 30, 0)])),
        lens(along(0.3), h * 0.2),
        lens(along(0.62), h * 0.2),
      ];
      break;
    }
    case 'round':
    case 'halo':
    case 'quad': {
      // Round lamps: a halo ring (Mini, Wrangler), or four light points in an upright oval (Porsche).
      const r = Math.max(h * 0.75, (l.outer - l.inner) * 0.3);
      const c: P2 = [lerp(l.inner, l.outer, 0.5), ym + l.rise * 0.5 + (style === 'quad' ? h * 0.2 : 0)];
      const ry = style === 'quad' ? r * 0.95 : r;
      const dots = [-1, 1].flatMap((a) => [-1, 1].map((b) => ellipse([c[0] + a * r * 0.3, c[1] + b * ry * 0.3], r * 0.12)));
      shapes = [
        { c: ellipse(c, r * 1.06, ry * 1.06), fill: '#1a1c1f', stroke: '#0d0e10', sw: 8 },
        { c: ellipse(c, r * 0.92, ry * 0.92), fill: ids.url('lamp') },
        ...(style === 'quad'
          ? [
              { c: ellipse(c, r * 0.8, ry * 0.8), stroke: '#f7fbff', sw: 7 },
              { c: at(dots, 0), more: dots.slice(1), fill: '#f7fbff' },
            ]
          : [...ring(c, r * 0.78), lens(c, r * 0.38)]),
      ];
      break;
    }
    case 'thin': {
      // A thin slit of a lamp with a single light line along its lower edge.
      const c = rounded(
        [
          [l.inner, l.y1 - h * 0.5],
          [l.inner + 10, l.y1],
          [l.outer, l.y1 + l.rise],
          [l.outer - 40, l.y1 + l.rise - h * 0.55],
        ],
        18,
      );
      shapes = [
        body(c),
        ...drl(
          polyline([
            [l.inner + 30, l.y1 - h * 0.36],
            [l.outer - 50, l.y1 + l.rise - h * 0.38],
          ]),
          10,
        ),
        lens(along(0.55), h * 0.13),
      ];
      break;
    }
    case 'blade': {
      // A J-shaped blade of light: along the top, then down the inner edge.
      shapes = [
        body(housing()),
        ...drl(spline([k(l.outer - 50, l.y1 + l.rise - 22, 0), k(l.inner + 90, l.y1 - 22, 0.6), k(l.inner + 55, l.y0 + h * 0.45, 0)])),
        lens(along(0.55), h * 0.22),
      ];
      break;
    }
    case 'thor': {
      // A hammer of light: a bar across the lamp with a short upright at its outer end.
      const u = l.outer - 110;
      shapes = [
        body(housing()),
        ...drl(
          polyline([
            [l.inner + 50, ym],
            [u, ym + l.rise * 0.5],
          ]),
        ),
        ...drl(
          polyline([
            [u, l.y0 + 15],
            [u, l.y1 + l.rise * 0.6 - 12],
          ]),
        ),
        lens(along(0.35), h * 0.2),
      ];
      break;
    }
    case 'arrow': {
      // A slim lamp of three cubes, with a separate arrowhead of light below it.
      const y0 = l.y0 + h * 0.35;
      const cubes = [0.2, 0.45, 0.7].map((t) => {
        const p = along(t);
        return rect(p[0] - 24, p[1] - 4, p[0] + 24, p[1] + 30, 6);
      });
      shapes = [
        body(housing(y0)),
        { c: at(cubes, 0), more: cubes.slice(1), fill: ids.url('lens'), stroke: '#4a525b', sw: 3 },
        ...drl(
          polyline([
            [l.inner + 20, l.y0 - 25],
            [l.outer - 90, l.y0 - 25 + l.rise * 0.4],
            [l.outer - 30, l.y0 - 150],
          ]),
          15,
        ),
      ];
      break;
    }
    case 'square': {
      // An upright rectangle with a round projector and a light bar along the top.
      const c = rect(l.inner, l.y0, l.outer - 20, l.y1 + l.rise * 0.5, 22);
      shapes = [
        body(c),
        lens([lerp(l.inner, l.outer, 0.35), ym], h * 0.28),
        lens([lerp(l.inner, l.outer, 0.7), ym], h * 0.22),
        ...drl(
          polyline([
            [l.inner + 25, l.y1 - 12],
            [l.outer - 45, l.y1 + l.rise * 0.5 - 12],
          ]),
          11,
        ),
      ];
      break;
    }
  }
  return shapes.flatMap(both);
}

function tailShapes(spec: BodySpec, ids: Ids, style: TailStyle): Shape[] {
  const l = spec.rear.lamp;
  const h = l.y1 - l.y0;
  const y = l.y1 - 30;
  const body = (c: Curve): Shape => ({ c, fill: ids.url('tail'), stroke: '#2d0706', sw: 8 });
  const glow = (c: Curve, sw = 12): Shape[] => [
    { c, stroke: '#ff3b30', sw: sw * 2.8, open: true, opacity: 0.35 },
    { c, stroke: '#ff7a6e', sw, open: true },
  ];
  const slim = rounded(
    [
      [l.inner, l.y1 - h * 0.5],
      [l.inner, l.y1],
      [l.outer, l.y1 + l.rise],
      [l.outer - 40, l.y1 - h * 0.55],
    ],
    20,
  );
  const across = (stroke: string, lit: boolean): Shape[] => [
    stripe([-l.inner - 10, y], [l.inner + 10, y], stroke, 46),
    ...(lit ? [stripe([-l.inner - 10, y], [l.inner + 10, y], '#ff5446', 12)] : []),
  ];
  // A bar along the top that turns down at the outer end, by `drop` below the lamp, `foot` wide.
  const hook = (drop: number, foot: number, thick: number, r: number): Shape[] => {
    const [bottom, under] = [l.y0 - drop, l.y1 - h * thick];
    const c = rounded(
      [
        [l.inner, l.y1],
        [l.outer, l.y1 + l.rise],
        [l.outer - 25, bottom],
        [l.outer - foot, bottom],
        [l.outer - foot, under],
        [l.inner, under],
      ],
      r,
    );
    const u = l.outer - foot / 2 - 10;
    const mid = (l.y1 + under) / 2;
    return [
      body(c),
      ...glow(
        polyline([
          [l.inner + 30, mid],
          [u, mid + l.rise],
          [u, bottom + 30],
        ]),
      ),
    ].flatMap(both);
  };
  switch (style) {
    case 'L':
      // L-shaped lamps: a horizontal bar that turns down at the outer end.
      return hook(40, 170, 0.5, 22);
    case 'strip':
    case 'bar':
      // A light bar across the whole tail, joining slim lamps (the strip is segmented).
      return [
        ...[
          body(slim),
          ...glow(
            polyline([
              [l.inner + 20, y],
              [l.outer - 50, y + l.rise],
            ]),
          ),
        ].flatMap(both),
        ...across('#4a0908', true),
        ...(style === 'strip'
          ? rows(9, (t) => stripe([lerp(-l.inner, l.inner, t), y - 20], [lerp(-l.inner, l.inner, t), y + 20], '#4a0908', 8))
          : []),
      ];
    case 'split':
      // Lamps in two parts across the boot line, lit by two sweeping lines.
      return [
        body(housing(l)),
        stripe([l.inner + (l.outer - l.inner) * 0.38, l.y0], [l.inner + (l.outer - l.inner) * 0.38, l.y1 + 10], '#2d0706', 10),
        ...glow(spline([k(l.inner + 30, l.y1 - 25, 0), k(l.outer - 80, l.y1 + l.rise - 30), k(l.outer - 70, l.y0 + 25, 0)])),
        ...glow(
          polyline([
            [l.inner + 30, lerp(l.y0, l.y1, 0.45)],
            [l.outer - 130, lerp(l.y0, l.y1, 0.45) + l.rise * 0.6],
          ]),
          8,
        ),
      ].flatMap(both);
    case 'vertical': {
      // Tall lamps up the tailgate's edges.
      const c = rounded(
        [
          [l.outer - 150, l.y1 + 80],
          [l.outer - 10, l.y1 + l.rise + 90],
          [l.outer, l.y0 - 240],
          [l.outer - 140, l.y0 - 230],
        ],
        28,
      );
      return [
        body(c),
        ...glow(
          polyline([
            [l.outer - 75, l.y1 + 50],
            [l.outer - 72, l.y0 - 200],
          ]),
        ),
        ...glow(
          polyline([
            [l.outer - 75, l.y0 - 20],
            [l.outer - 140, l.y0 - 20],
          ]),
          9,
        ),
      ].flatMap(both);
    }
    case 'square': {
      // Upright rectangles, outlined in light.
      const c = rect(l.outer - 260, l.y0 - 40, l.outer - 10, l.y1 + 20, 24);
      return [body(c), ...glow(rect(l.outer - 225, l.y0 - 10, l.outer - 45, l.y1 - 10, 16))].flatMap(both);
    }
    case 'slim':
      // Slim horizontal lamps joined by a black panel across the tailgate.
      return [
        ...[
          body(slim),
          ...glow(
            polyline([
              [l.inner + 20, l.y1 - h * 0.25],
              [l.outer - 50, l.y1 + l.rise - h * 0.25],
            ]),
            9,
          ),
        ].flatMap(both),
        ...across('#15171a', false),
      ];
    case 'chicane':
      // Slim lamps each with a round light signature.
      return [
        body(slim),
        ...glow(arc([lerp(l.inner, l.outer, 0.62), lerp(l.y0, l.y1, 0.55)], h * 0.5, 0.3, Math.PI * 2 - 0.3), 10),
      ].flatMap(both);
    case 'boomerang':
      // Boomerangs: a rounder bar that sweeps further down.
      return hook(110, 125, 0.42, 40);
  }
}

/** The plain tail lamp of a body type, shared with the split tail. */
function housing(l: Lamp): Cubic[] {
  return rounded(
    [
      [l.inner, l.y0 + 10],
      [l.inner, l.y1],
      [l.outer, l.y1 + l.rise],
      [l.outer - 40, l.y0],
    ],
    28,
  );
}

// ---------------------------------------------------------------------------------------------
// Head-on views. Orthographic below the bonnet; above it, things further back are drawn smaller and
// closer to eye level, as a camera a few metres away sees them, so the greenhouse does not loom.

function renderHeadOn(p: Profile, paint: Paint, rear: boolean, ids: Ids): string {
  const spec = p.spec;
  const W2 = spec.width / 2;
  const L = spec.length;
  const [t1, t2] = spec.tumble;
  const roof = spec.height;
  const last = spec.glass.length - 1;
  const belt = rear ? p.deck[1] : p.cowl[1];
  const lidTop = Math.min(rear ? p.tailTop : p.noseTop, belt - 60);
  const beltDepth = rear ? L - p.deck[0] : p.cowl[0];
  const roofDepth = rear ? L - at(spec.glass, Math.max(1, last - 1)).p[0] : at(spec.glass, 1).p[0];
  const depthAt = (y: number): number =>
    y <= lidTop
      ? 0
      : y <= belt
        ? lerp(0, beltDepth, (y - lidTop) / (belt - lidTop))
        : lerp(beltDepth, roofDepth, clamp((y - belt) / (roof - belt), 0, 1));
  const eye = belt + 250;
  const range = 9000;
  const s = Math.min(640 / roof, 1080 / (spec.width + 300));
  const floor = 820;
  const mapAt =
    (depth?: number): Map2 =>
    (q) => {
      const f = range / (range + (depth ?? depthAt(q[1])));
      return [800 + q[0] * f * s, floor - (eye + (q[1] - eye) * f) * s];
    };
  const map = mapAt();
  const room = studio(ids, 640);
  const defs: string[] = [commonDefs(ids, paint, spec), room.defs];
  const out: string[] = [room.svg];
  const lineHex = hex(paint.line);
  const foot = rear ? at(spec.top, spec.top.length - 1).p[1] : at(spec.top, 0).p[1];
  const path = (c: Curve, attrs: Attrs, m: Map2 = map, close = true): string => tag('path', { d: pathData(c, m, close), ...attrs });

  out.push(softEllipse(ids, 800, floor, (W2 + 160) * s + 80, 110, 0.14), softEllipse(ids, 800, floor - 4, (W2 + 20) * s + 30, 44, 0.38));

  // The shaded underbody and wheel wells, seen under the bumper and above the tyres.
  defs.push(
    linear(ids.id('under'), [
      [0, '#0b0b0c', 0.95],
      [1, '#0b0b0c', 0],
    ]),
  );
  out.push(path(rect(-W2 + 30, foot * 0.35, W2 - 30, spec.tyreR * 1.3, 40), { fill: ids.url('under') }));

  // Tyres show below the body.
  const tyreU = W2 - 45 - spec.tyreW / 2;
  for (const u of [tyreU, -tyreU]) {
    out.push(
      path(rect(u - spec.tyreW / 2, 0, u + spec.tyreW / 2, spec.tyreR * 1.2, 60), { fill: ids.url('tyre') }),
      softEllipse(ids, map([u, 0])[0], floor, spec.tyreW * 0.6 * s + 10, 15, 0.6),
      ...[-0.22, 0.22].map((g) =>
        path(
          [line([u + g * spec.tyreW, 15], [u + g * spec.tyreW, spec.tyreR])],
          { stroke: '#000', 'stroke-width': num(12 * s), opacity: 0.5 },
          map,
          false,
        ),
      ),
    );
  }

  // Mirrors sit a little behind the windscreen base, so the greenhouse hides whatever of them it covers.
  const mirror = rounded(
    [
      [W2 - t1 - 60, belt + 20],
      [W2 + 230, belt + 45],
      [W2 + 245, belt + 150],
      [W2 - t1 - 20, belt + 165],
    ],
    45,
  );
  const mirrorDepth = rear ? L - p.cowl[0] - 250 : p.cowl[0] + 250;
  for (const c of [mirror, flipX(mirror)])
    out.push(path(c, { fill: ids.url('paint'), stroke: lineHex, 'stroke-width': 1.2 }, mapAt(mirrorDepth)));

  const boxy = spec.body === 'SUV' || spec.body === 'MPV';
  if (spec.seats.length > 0) {
    out.push(...openHeadOn(p, paint, rear, ids, mapAt, defs));
  } else {
    const house = mirrored([
      k(0, belt - 20, 1),
      k(W2 - t1 - 30, belt - 20, 0),
      k(W2 - t2 - 60, roof - 110, 0.6),
      k(W2 - t2 - (boxy ? 150 : 260), roof, 0.7),
      k(0, roof, 1),
    ]);
    defs.push(
      tag('path', { id: ids.id('gh'), d: pathData(house, map) }),
      tag('clipPath', { id: ids.id('ghclip') }, tag('use', { href: ids.href('gh') })),
    );
    const frame = 2 * (spec.pillarT + 40) * s * 0.8;
    const streak = polyline(
      [
        [-W2 * 0.2, roof],
        [W2 * 0.25, roof],
        [-W2 * 0.05, belt],
        [-W2 * 0.5, belt],
      ],
      true,
    );
    out.push(
      tag('use', { href: ids.href('gh'), fill: ids.url('glass') }),
      tag(
        'g',
        { 'clip-path': ids.url('ghclip') },
        path(streak, { fill: '#ffffff', opacity: 0.07 }) +
          tag('use', {
            href: ids.href('gh'),
            fill: 'none',
            stroke: spec.chrome ? ids.url('chrome') : '#0f1113',
            'stroke-width': num(frame + 22 * s),
          }) +
          tag('use', { href: ids.href('gh'), fill: 'none', stroke: ids.url('paint'), 'stroke-width': num(frame) }),
      ),
    );
    if (!rear) {
      out.push(path(rect(-120, roof - 230, 120, roof - 160, 30), { fill: '#0b0d10' }));
    } else if (spec.rear.wiper) {
      out.push(
        path(
          [line([0, belt + 40], [-W2 * 0.45, belt + 140])],
          { stroke: '#0a0b0c', 'stroke-width': num(18 * s), 'stroke-linecap': 'round' },
          map,
          false,
        ),
      );
    }
    if (rear && spec.rear.spoiler) {
      out.push(
        path(rect(-W2 + t2 + 150, roof - 70, W2 - t2 - 150, roof + 15, 40), { fill: ids.url('paint'), stroke: lineHex, 'stroke-width': 1 }),
        path([line([-180, roof - 40], [180, roof - 40])], { stroke: '#d0201a', 'stroke-width': num(14 * s) }, map, false),
      );
    }
    if (spec.rails) {
      for (const u of [W2 - t2 - 160, -(W2 - t2 - 160)])
        out.push(path(rect(u - 30, roof - 20, u + 30, roof + 60, 20), { fill: '#1f2124' }));
    }
  }

  // Lower body, with curvature shading across and down.
  const body = mirrored([
    k(0, foot, 1),
    k(W2 - 130, foot + 10, 0.6),
    k(W2 - 30, foot + 120, 0.8),
    k(W2 - 5, spec.tyreR + 80, 0.9),
    k(W2, spec.tyreR + 250, 1),
    k(W2 - 15, belt - 170, 1),
    k(W2 - 85, belt - 10, 0.7),
    k(W2 - t1 - 40, belt, 0),
    k(0, belt, 1),
  ]);
  const lid = mirrored([
    k(0, lidTop, 1),
    k(W2 - 150, lidTop + 15, 0.7),
    k(W2 - 80, belt - 15, 0.6),
    k(W2 - t1 - 40, belt, 0),
    k(0, belt, 1),
  ]);
  defs.push(
    tag('path', { id: ids.id('body'), d: pathData(body, map) }),
    tag('clipPath', { id: ids.id('bodyclip') }, tag('use', { href: ids.href('body') })),
    linear(
      ids.id('across'),
      [
        [0, hex(paint.deep), 0.75],
        [0.12, hex(paint.shade), 0.25],
        [0.3, hex(paint.base), 0],
        [0.7, hex(paint.base), 0],
        [0.88, hex(paint.shade), 0.25],
        [1, hex(paint.deep), 0.75],
      ],
      { x2: 1, y2: 0 },
    ),
    linear(ids.id('down'), [
      [0, hex(paint.hi), 0.9],
      [0.3, hex(paint.light), 0.3],
      [0.55, hex(paint.base), 0],
      [1, hex(paint.deep), 0.7],
    ]),
  );
  out.push(
    tag('use', { href: ids.href('body'), fill: hex(paint.base) }),
    tag(
      'g',
      { 'clip-path': ids.url('bodyclip') },
      tag('use', { href: ids.href('body'), fill: ids.url('down') }) +
        path(lid, { fill: hex(mix(paint.base, paint.hi, 0.55)) }) +
        path(lid, { fill: 'none', stroke: lineHex, 'stroke-width': 1.2, opacity: 0.5 }) +
        tag('use', { href: ids.href('body'), fill: ids.url('across') }),
    ),
    tag('use', { href: ids.href('body'), fill: 'none', stroke: lineHex, 'stroke-width': 1.5, opacity: 0.55 }),
    drawShapes(rear ? rearShapes(spec, paint, ids) : frontShapes(spec, paint, ids), map, s),
  );
  if (rear && spec.spare !== undefined) {
    const [c, edge] = [map([0, spec.spare]), map([spec.tyreR * 0.87, spec.spare])];
    const scale = num((edge[0] - c[0]) / 100);
    out.push(tag('use', { href: ids.href('wheel'), transform: `translate(${num(c[0])} ${num(c[1])}) scale(${scale})` }));
  }
  return svgDocument('', defs.join(''), out.join(''));
}

/** Head-on convertible: the windscreen frame, and the seats and fairings seen over the doors. */
function openHeadOn(p: Profile, paint: Paint, rear: boolean, ids: Ids, mapAt: (depth?: number) => Map2, defs: string[]): string[] {
  const spec = p.spec;
  const W2 = spec.width / 2;
  const belt = rear ? p.deck[1] : p.cowl[1];
  const leather = leatherFor(paint);
  const out: string[] = [];
  const seatDepth = (x: number): number => (rear ? spec.length - x : x);
  for (const [row, x] of [...spec.seats.entries()].sort((a, b) => seatDepth(b[1]) - seatDepth(a[1]))) {
    const m = mapAt(seatDepth(x));
    const sc = row === 0 ? 1 : 0.8;
    for (const u of [W2 * 0.45, -W2 * 0.45]) {
      out.push(
        tag('path', {
          d: pathData(rect(u - 230 * sc, belt - 60, u + 230 * sc, belt + 200 * sc, 90), m),
          fill: hex(mix(leather, BLACK, 0.15)),
        }),
        tag('path', { d: pathData(rect(u - 120 * sc, belt + 220 * sc, u + 120 * sc, belt + 350 * sc, 55), m), fill: hex(leather) }),
      );
    }
  }
  // Seen from behind, the fairings rise from the deck in front of the headrests.
  if (rear) {
    const x = at(spec.seats, 0);
    const hump = mapAt(spec.length - x - 400);
    for (const u of [W2 * 0.45, -W2 * 0.45]) {
      const shape = arc([u, belt - 10], 170, 0, Math.PI, 150);
      out.push(tag('path', { d: pathData(shape, hump), fill: ids.url('paint'), stroke: hex(paint.line), 'stroke-width': 1 }));
    }
  }
  const tip = at(spec.glass, 1).p[1];
  const screen = mirrored([
    k(0, belt - 20, 1),
    k(W2 - spec.tumble[0] - 40, belt - 20, 0),
    k(W2 - spec.tumble[1] - 90, tip, 0.3),
    k(0, tip + 10, 1),
  ]);
  const map = mapAt();
  if (rear) {
    out.push(
      tag('path', { d: pathData(screen.slice(1, -1), map, false), fill: 'none', stroke: '#15171a', 'stroke-width': 9, opacity: 0.9 }),
    );
  } else {
    defs.push(tag('path', { id: ids.id('ws'), d: pathData(screen, map) }));
    out.push(
      tag('use', { href: ids.href('ws'), fill: ids.url('glass'), opacity: 0.45 }),
      tag('use', { href: ids.href('ws'), fill: 'none', stroke: '#15171a', 'stroke-width': 24 }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Interior: the cockpit from the middle of the rear seat. India drives on the left, so the wheel is on the right.

function renderInterior(p: Profile, paint: Paint, ids: Ids): string {
  const spec = p.spec;
  const leather = leatherFor(paint);
  const open = spec.seats.length > 0;
  const tall = spec.body === 'SUV' || spec.body === 'MPV';
  const sporty = spec.body === 'Coupe' || spec.body === 'Convertible';
  const dashY = tall ? 560 : 520;
  const room = studio(ids, 520);
  const headliner = sporty ? '#2b2b2e' : spec.body === 'MPV' ? '#d8d3cb' : '#bfb9b0';
  const defs: string[] = [
    room.defs,
    linear(ids.id('dash'), [
      [0, '#3a3a3e'],
      [0.25, '#232326'],
      [1, '#111113'],
    ]),
    linear(ids.id('trim'), [
      [0, hex(mix(paint.base, WHITE, paint.dark ? 0.35 : 0.25))],
      [0.5, hex(paint.base)],
      [1, hex(mix(paint.base, BLACK, 0.4))],
    ]),
    linear(ids.id('screen'), [
      [0, '#1c2633'],
      [1, '#080b10'],
    ]),
    linear(ids.id('seat'), [
      [0, hex(mix(leather, WHITE, 0.12))],
      [0.6, hex(leather)],
      [1, hex(mix(leather, BLACK, 0.45))],
    ]),
    linear(ids.id('rim'), [
      [0, '#4a4644'],
      [0.5, '#1d1b1a'],
      [1, '#0e0d0d'],
    ]),
    linear(ids.id('chrome'), [
      [0, '#f4f5f6'],
      [0.5, '#9ea3a8'],
      [1, '#dfe2e5'],
    ]),
    radial(ids.id('gauge'), [
      [0, '#20344a'],
      [1, '#0a0f15'],
    ]),
  ];
  const out: string[] = [room.svg];
  const P = (c: Curve, attrs: Attrs, close = true): string => tag('path', { d: pathData(c, same, close), ...attrs });
  const raw = (d: string, attrs: Attrs): string => tag('path', { d, ...attrs });

  // Headliner and A-pillars frame the windscreen; a convertible has open sky above a thin header.
  if (open) {
    out.push(P(rect(-20, 110, 1620, 150, 20), { fill: '#16171a' }));
  } else {
    out.push(
      P(spline([k(-20, -20, 0), k(1620, -20, 0), k(1620, 200, 0), k(800, 120), k(-20, 200, 0)], true), { fill: headliner }),
      raw('M800 140V175', { stroke: '#222', 'stroke-width': 10 }),
      P(rect(680, 170, 920, 235, 30), { fill: '#18191b', stroke: '#444', 'stroke-width': 2 }),
    );
  }
  for (const x of [(v: number): number => v, (v: number): number => 1600 - v]) {
    const pillar: P2[] = [
      [x(-20), open ? 130 : 160],
      [x(open ? 120 : 200), open ? 130 : 150],
      [x(60), dashY + 40],
      [x(-20), dashY + 60],
    ];
    out.push(P(polyline(pillar, true), { fill: open ? '#16171a' : headliner }));
  }

  // Footwell and door cards under the dash, so the backdrop never shows through.
  out.push(P(rect(-20, dashY + 60, 1620, 1020, 0), { fill: '#161618' }));
  for (const x of [(v: number): number => v, (v: number): number => 1600 - v]) {
    const door: P2[] = [
      [x(-20), dashY + 40],
      [x(90), dashY + 70],
      [x(150), 1020],
      [x(-20), 1020],
    ];
    const inlay = polyline([
      [x(10), dashY + 150],
      [x(105), dashY + 170],
    ]);
    out.push(
      P(polyline(door, true), { fill: '#222225' }),
      P(inlay, { stroke: ids.url('trim'), 'stroke-width': 10, 'stroke-linecap': 'round' }, false),
    );
  }

  // Dashboard with a stitched top and a paint-coloured inlay.
  out.push(
    P(
      spline(
        [
          k(-20, dashY + 60, 0),
          k(300, dashY - 10),
          k(800, dashY - 40),
          k(1300, dashY - 10),
          k(1620, dashY + 60, 0),
          k(1620, 820, 0),
          k(-20, 820, 0),
        ],
        true,
      ),
      {
        fill: ids.url('dash'),
      },
    ),
    P(
      spline([k(-20, dashY + 70), k(800, dashY - 25), k(1620, dashY + 70)]),
      { fill: 'none', stroke: hex(mix(leather, WHITE, 0.2)), 'stroke-width': 2, 'stroke-dasharray': '6 7', opacity: 0.6 },
      false,
    ),
  );
  const trimY = dashY + 135;
  out.push(
    P(
      spline(
        [
          k(-20, trimY + 20, 0),
          k(800, trimY - 10),
          k(1620, trimY + 20, 0),
          k(1620, trimY + 58, 0),
          k(800, trimY + 28),
          k(-20, trimY + 58, 0),
        ],
        true,
      ),
      {
        fill: ids.url('trim'),
      },
    ),
    // Ambient light along the top of the inlay, and the glovebox shut line on the passenger side.
    P(
      spline([k(-20, trimY + 17), k(800, trimY - 13), k(1620, trimY + 17)]),
      { fill: 'none', stroke: '#ffc98a', 'stroke-width': 3, opacity: 0.75 },
      false,
    ),
    P(spline([k(250, trimY + 95, 0), k(520, trimY + 80), k(560, trimY + 150, 0.5), k(270, trimY + 170, 0)]), {
      fill: 'none',
      stroke: '#000',
      'stroke-width': 2,
      opacity: 0.6,
    }),
  );
  const vent = (x0: number, y0: number, w: number, h: number): string =>
    P(rect(x0, y0, x0 + w, y0 + h, 14), { fill: '#0c0c0d', stroke: ids.url('chrome'), 'stroke-width': 3 }) +
    [1, 2, 3, 4].map((i) => raw(`M${x0 + 10} ${num(y0 + (h / 5) * i)}H${x0 + w - 10}`, { stroke: '#55585c', 'stroke-width': 3 })).join('');
  out.push(vent(600, trimY + 75, 160, 55), vent(840, trimY + 75, 160, 55), vent(40, dashY + 80, 170, 60), vent(1390, dashY + 80, 170, 60));

  // Centre screen with a quiet map-like layout: no text, nothing that mimics a real system. Its shape and
  // the dials behind the wheel follow the maker's habit (one wide panel, a portrait tablet, a round display...).
  const cabin = spec.face?.cabin ?? 'tablet';
  const [wx, wy] = [1170, dashY + 200];
  if (cabin === 'wide' || cabin === 'curved') {
    const lift = cabin === 'curved' ? 40 : 0;
    out.push(
      P(
        polyline(
          [
            [555, dashY - 148 + lift],
            [wx + 240, dashY - 78],
            [wx + 240, dashY + 86],
            [555, dashY + 48 + lift],
          ],
          true,
        ),
        { fill: '#050607' },
      ),
    );
  }
  const portrait = cabin === 'portrait';
  const sw = portrait ? 250 : spec.body === 'Hatchback' ? 360 : 460;
  const sh = portrait ? 300 : 170;
  const [sx, sy] = [800 - sw / 2, dashY - (portrait ? 150 : 130)];
  if (cabin === 'round') {
    out.push(
      tag('circle', { cx: 800, cy: dashY + 20, r: 150, fill: '#050607', stroke: ids.url('chrome'), 'stroke-width': 10 }),
      tag('circle', { cx: 800, cy: dashY + 20, r: 128, fill: ids.url('screen') }),
      tag('circle', { cx: 800, cy: dashY + 20, r: 138, fill: 'none', stroke: '#d9572b', 'stroke-width': 6, 'stroke-dasharray': '40 18' }),
      P(rect(720, dashY - 40, 880, dashY + 70, 14), { fill: '#233244' }),
    );
  } else {
    out.push(
      P(rect(sx - 8, sy - 8, sx + sw + 8, sy + sh + 8, 22), { fill: '#050607' }),
      P(rect(sx, sy, sx + sw, sy + sh, 16), { fill: ids.url('screen') }),
      P(rect(sx + 16, sy + 16, sx + sw * 0.3, sy + sh - 16, 10), { fill: '#233244' }),
      raw(`M${sx + sw * 0.36} ${sy + sh - 40}C${sx + sw * 0.5} ${sy + 60} ${sx + sw * 0.7} ${sy + sh - 30} ${sx + sw - 20} ${sy + 40}`, {
        fill: 'none',
        stroke: '#4f8fd6',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      raw(`M${sx + sw * 0.34} ${sy + 60}H${sx + sw - 16}M${sx + sw * 0.34} ${sy + 105}H${sx + sw - 16}`, {
        stroke: '#2a3a4c',
        'stroke-width': 3,
      }),
      P(rect(sx + 26, sy + 28, sx + sw * 0.3 - 10, sy + 52, 6), { fill: '#3b4d63' }),
      P(rect(sx + 26, sy + 66, sx + sw * 0.24, sy + 84, 6), { fill: '#2e3e51' }),
    );
  }
  if (cabin === 'stacked') {
    // A second touch screen low on the console for the climate.
    out.push(
      P(rect(690, trimY + 150, 910, trimY + 250, 14), { fill: '#050607' }),
      P(rect(700, trimY + 160, 900, trimY + 240, 10), { fill: ids.url('screen') }),
    );
  }
  if (cabin === 'clock') {
    // An analogue clock on top of the dashboard.
    out.push(
      tag('circle', { cx: 800, cy: dashY - 190, r: 46, fill: '#f4f1ea', stroke: ids.url('chrome'), 'stroke-width': 8 }),
      raw(`M800 ${dashY - 190}V${dashY - 222}M800 ${dashY - 190}L822 ${dashY - 178}`, {
        stroke: '#1d1d1f',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
  }

  // Instrument cluster behind the wheel: two dials, or five overlapping round ones (dials).
  out.push(
    P(rect(wx - 230, dashY - 70, wx + 230, dashY + 80, 26), { fill: '#050607' }),
    P(rect(wx - 220, dashY - 60, wx + 220, dashY + 70, 20), { fill: '#0b0f14' }),
  );
  const dials: [number, number][] =
    cabin === 'dials'
      ? [
          [wx - 170, 38],
          [wx - 90, 48],
          [wx, 60],
          [wx + 90, 48],
          [wx + 170, 38],
        ]
      : [
          [wx - 110, 55],
          [wx + 110, 55],
        ];
  for (const [gx, r] of dials) {
    out.push(
      tag('circle', { cx: gx, cy: dashY + 5, r, fill: ids.url('gauge'), stroke: '#3e6a96', 'stroke-width': 3 }),
      P(
        arc([gx, dashY + 5], r * 0.8, 0.9 * Math.PI, 2.1 * Math.PI),
        { fill: 'none', stroke: '#bcd6f2', 'stroke-width': 4, 'stroke-linecap': 'round' },
        false,
      ),
    );
  }

  // Centre console between the seats.
  out.push(
    P(
      polyline(
        [
          [640, 820],
          [960, 820],
          [1060, 1020],
          [540, 1020],
        ],
        true,
      ),
      { fill: '#141416' },
    ),
    P(
      polyline(
        [
          [700, 830],
          [900, 830],
          [940, 1020],
          [660, 1020],
        ],
        true,
      ),
      { fill: ids.url('trim'), opacity: 0.9 },
    ),
    P(rect(760, 860, 840, 950, 30), { fill: '#1e1e21', stroke: ids.url('chrome'), 'stroke-width': 3 }),
    tag('circle', { cx: 800, cy: 985, r: 26, fill: ids.url('chrome') }),
  );

  // Steering wheel: rim, three spokes and a hub with a plain round badge.
  const [rx, ry] = [215, 200];
  const rim = sporty
    ? spline(
        [k(wx - rx, wy), k(wx, wy - ry), k(wx + rx, wy), k(wx + rx * 0.6, wy + ry * 0.88, 0.5), k(wx - rx * 0.6, wy + ry * 0.88, 0.5)],
        true,
      )
    : ellipse([wx, wy], rx, ry);
  out.push(
    P(rim, { fill: 'none', stroke: '#000', 'stroke-width': 46, opacity: 0.25 }),
    raw(
      `M${wx - rx + 20} ${wy + 10}L${wx - 60} ${wy + 20}M${wx + rx - 20} ${wy + 10}L${wx + 60} ${wy + 20}M${wx} ${wy + 60}L${wx} ${wy + ry - 20}`,
      {
        stroke: '#2a2a2d',
        'stroke-width': 34,
        'stroke-linecap': 'round',
      },
    ),
    P(rim, { fill: 'none', stroke: ids.url('rim'), 'stroke-width': 38 }),
    P(arc([wx, wy], rx, 1.15 * Math.PI, 1.85 * Math.PI, ry), { fill: 'none', stroke: '#6a6460', 'stroke-width': 5, opacity: 0.6 }, false),
    P(rect(wx - 80, wy - 50, wx + 80, wy + 75, 40), { fill: '#1f1f22', stroke: '#3a3a3e', 'stroke-width': 3 }),
    tag('circle', { cx: wx, cy: wy + 10, r: 20, fill: ids.url('chrome') }),
  );

  // Front seats from behind, cropped by the frame.
  for (const cx of [200, 1400]) {
    const back = spline([k(cx - 230, 1040, 0), k(cx - 210, 800), k(cx, 740), k(cx + 210, 800), k(cx + 230, 1040, 0)], true);
    const stitch = spline([k(cx - 150, 1040, 0), k(cx - 140, 850), k(cx, 810), k(cx + 140, 850), k(cx + 150, 1040, 0)]);
    out.push(
      P(rect(cx - 25, 700, cx - 12, 790, 4), { fill: ids.url('chrome') }),
      P(rect(cx + 12, 700, cx + 25, 790, 4), { fill: ids.url('chrome') }),
      P(rect(cx - 115, 610, cx + 115, 740, 50), { fill: ids.url('seat') }),
      P(back, { fill: ids.url('seat') }),
      P(
        stitch,
        { fill: 'none', stroke: hex(mix(leather, WHITE, 0.35)), 'stroke-width': 2, 'stroke-dasharray': '5 6', opacity: 0.7 },
        false,
      ),
    );
  }
  return svgDocument('', defs.join(''), out.join(''));
}

// ---------------------------------------------------------------------------------------------
// Public renderers

const viewLabels: Readonly<Record<CarView, string>> = {
  side: 'side view',
  'front-quarter': 'front three-quarter view',
  'rear-quarter': 'rear three-quarter view',
  front: 'front view',
  rear: 'rear view',
  interior: 'interior view',
};

/**
 * A studio image of a car. `colorHex` is six hex digits (a leading '#' is tolerated); anything else
 * draws a neutral grey rather than failing, since the drawing is decoration, not data.
 */
export function renderCarSvg(body: BodyType, colorHex: string, view: CarView): string {
  return draw(profiles[body], body, colorHex, view);
}

/** Drawings fitted to a model, kept: a model is fitted once however many colours and views are asked. */
const fitted = new Map<string, Profile>();

/**
 * A studio image of one model: its maker's face, its own proportions and roof line, in the car's colour.
 * Colour as for renderCarSvg.
 */
export function renderModelSvg(look: CarLook, colorHex: string, view: CarView): string {
  const key = JSON.stringify(look);
  let p = fitted.get(key);
  if (!p) {
    p = profile(fitSpec(bases[look.body](look), look));
    if (fitted.size > 500) fitted.clear();
    fitted.set(key, p);
  }
  return draw(p, look.name, colorHex, view);
}

function draw(p: Profile, name: string, colorHex: string, view: CarView): string {
  const color = parseHex(colorHex) ?? NEUTRAL_PAINT;
  const paint = makePaint(color);
  const ids = new Ids(`c${hash(`${name}|${hex(color)}|${view}`).toString(36)}-`);
  const svg =
    view === 'front' || view === 'rear'
      ? renderHeadOn(p, paint, view === 'rear', ids)
      : view === 'interior'
        ? renderInterior(p, paint, ids)
        : renderExterior(p, paint, view, ids);
  return svg.replace('<title></title>', `<title>${escapeXml(`${name}, ${viewLabels[view]}`)}</title>`);
}

/** Placeholder for a missing image: a faint sedan outline on the studio backdrop. */
export function renderFallbackCarSvg(): string {
  const ids = new Ids('fallback-');
  const room = studio(ids, 700);
  const p = profiles.Sedan;
  const s = 1000 / p.spec.length;
  const map: Map2 = (q) => [800 + (q[0] - p.spec.length / 2) * s, 660 - q[1] * s];
  const wheels = p.spec.axles
    .map((x) => tag('circle', { cx: num(map([x, 0])[0]), cy: num(map([0, p.spec.tyreR])[1]), r: num(p.spec.tyreR * s * 0.92) }))
    .join('');
  const outline =
    tag('path', { d: pathData([...p.top, ...p.under], map), fill: '#ebe8e3' }) +
    tag('path', { d: pathData([...p.glass, line(p.deck, p.cowl)], map), fill: '#e4e1dc' }) +
    wheels;
  const caption = tag(
    'text',
    { x: 800, y: 800, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 40, 'letter-spacing': 1, fill: '#8f8b85' },
    'Image not available',
  );
  const body =
    room.svg +
    softEllipse(ids, 800, 662, 545, 36, 0.08) +
    tag('g', { fill: 'none', stroke: '#c4c0ba', 'stroke-width': 5, 'stroke-linejoin': 'round' }, outline) +
    caption;
  return svgDocument('Image not available', room.defs + shade(ids.id('shade')), body);
}

const brandPalette: readonly { bg: string; bg2: string; fg: string }[] = [
  { bg: '#1d2a3a', bg2: '#30435a', fg: '#f1ebe0' },
  { bg: '#2b2b2e', bg2: '#48484d', fg: '#e6e6e8' },
  { bg: '#5a1f2b', bg2: '#7c3140', fg: '#f5e9dc' },
  { bg: '#1f3b33', bg2: '#30574b', fg: '#e9dfc8' },
  { bg: '#e9e2d6', bg2: '#f6f1e8', fg: '#2a2a2d' },
  { bg: '#3b3346', bg2: '#564b66', fg: '#efe7f5' },
  { bg: '#8a6d46', bg2: '#a98c62', fg: '#fbf6ee' },
];

/** Monogram letters: an all-capitals single word is kept (BMW, MINI); another single word gives its initial and
 * its next consonant (Jaguar JG, Jeep JP, Maserati MS, Mini MN), so makers sharing an initial stay apart;
 * several words give one initial each. */
export function brandInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const only = words.length === 1 ? at(words, 0) : null;
  if (only !== null && only.length <= 4 && only === only.toUpperCase() && /\p{Lu}/u.test(only)) return only;
  if (only !== null) {
    const [first = '', ...rest] = Array.from(only.toUpperCase());
    const next = rest.find((ch) => /\p{L}/u.test(ch) && !/[AEIOU]/.test(ch.normalize('NFD').charAt(0))) ?? rest[0] ?? '';
    return first + next;
  }
  const initials = words.map((w) => Array.from(w)[0] ?? '').join('');
  return Array.from(initials.toUpperCase()).slice(0, 3).join('') || '?';
}

// Badge outlines in a 200 x 200 box, picked by the name: with the letters they keep makers' tiles apart.
const badgeShapes: readonly string[] = [
  'M100 8A92 92 0 1 1 100 192A92 92 0 1 1 100 8Z',
  'M50 10H150A40 40 0 0 1 190 50V150A40 40 0 0 1 150 190H50A40 40 0 0 1 10 150V50A40 40 0 0 1 50 10Z',
  'M100 8L182 34V98C182 146 148 178 100 194C52 178 18 146 18 98V34Z',
  'M100 6L184 53V147L100 194L16 147V53Z',
  'M62 10H138L190 62V138L138 190H62L10 138V62Z',
  'M100 22C160 22 194 56 194 100C194 144 160 178 100 178C40 178 6 144 6 100C6 56 40 22 100 22Z',
];

/** A monogram badge, never a real logo: letters on an outline and in colours picked by the name. */
export function renderBrandMarkSvg(brandName: string): string {
  const h = hash(brandName.trim().toLowerCase());
  const colours = at(brandPalette, h % brandPalette.length);
  const initials = brandInitials(brandName);
  const ids = new Ids(`b${h.toString(36)}-`);
  const letters = Array.from(initials).length;
  const outline = at(badgeShapes, (h >>> 8) % badgeShapes.length);
  const badge = tag('path', { d: outline, fill: ids.url('bg') });
  const ring = tag('path', {
    d: outline,
    transform: 'translate(100 100) scale(0.88) translate(-100 -100)',
    fill: 'none',
    stroke: colours.fg,
    'stroke-width': 1.7,
    opacity: 0.45,
  });
  const text = tag(
    'text',
    {
      x: 100,
      y: 100,
      dy: '0.35em',
      'text-anchor': 'middle',
      'font-family': FONT,
      'font-size': [92, 92, 76, 56, 46][letters] ?? 46,
      'font-weight': 600,
      'letter-spacing': letters > 1 ? 2 : 0,
      fill: colours.fg,
    },
    escapeXml(initials),
  );
  const defs = linear(ids.id('bg'), [
    [0, colours.bg2],
    [1, colours.bg],
  ]);
  return svgDocument(`${brandName} brand mark`, defs, badge + ring + text, 200, 200);
}

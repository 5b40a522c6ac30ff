// Which drawing each model of the demo catalogue gets (docs/decisions/012): its maker's face and its own size, from the
// catalogue's reference data, so the pictures of a Jeep Compass, an X1 and an X7 are three different cars.
import { brandSeeds } from '../demo/catalogue-data';
import { brandFaces, suvShapes, type CarLook, type CarView, type RoofLine, type SuvShape, type SuvSize } from './car-art';

/** The four pictures every demo car has, in gallery order: the first is its cover. */
export const galleryViews = ['front-quarter', 'side', 'rear-quarter', 'interior'] as const satisfies readonly CarView[];

/** A model name in a URL: lower case, words joined by hyphens ('Range Rover Sport' -> 'range-rover-sport'). */
export function modelSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The URL of one view of a catalogue model in a colour (six hex digits). */
export function modelImageUrl(brandSlug: string, modelName: string, colorHex: string, view: CarView): string {
  return `/media/cars/${brandSlug}/${modelSlug(modelName)}/${colorHex.toLowerCase()}/${view}.svg`;
}

// Roof lines that the body type alone would get wrong: the fastback saloons and sports cars.
const roofs: Readonly<Record<string, RoofLine>> = {
  'audi/e-tron-gt': 'fastback',
  'porsche/911': 'fastback',
  'porsche/panamera': 'fastback',
  'porsche/taycan': 'fastback',
  'mercedes-benz/eqs': 'fastback',
};

// An SUV's roof that slopes like a coupé's: it falls from above the rear door to a raked rear window,
// so the glass ends at a broad pillar.
const sloping: Partial<SuvShape> = { fall: 0.3, tailgate: 520, peak: 0.15, windows: 2, quarter: 260, lean: 420, rails: false };
// A roof flat to the back over an upright tailgate, on a body with squarer ends.
const boxy: Partial<SuvShape> = { fall: 0.01, tailgate: 70, rake: 0.17, round: 0.3 };

// Every SUV of the catalogue by its size class, with what sets it apart from the class.
const suvs: Readonly<Record<string, readonly [SuvSize, Partial<SuvShape>?]>> = {
  'mercedes-benz/gla': ['compact', { fall: 0.14, tailgate: 330 }],
  'mercedes-benz/glc': ['mid'],
  'mercedes-benz/gle': ['large'],
  'mercedes-benz/gls': ['three-row'],
  'bmw/x1': ['compact', { fall: 0.06, tailgate: 200 }],
  'bmw/x3': ['mid'],
  'bmw/x5': ['large'],
  'bmw/x7': ['three-row', { fall: 0.01, tailgate: 110 }],
  'bmw/ix': ['large', { round: 0.9, rails: false }],
  'audi/q3': ['compact'],
  'audi/q5': ['mid'],
  'audi/q7': ['three-row', { round: 0.7, tailgate: 230, fall: 0.06 }],
  'audi/q8': ['large', sloping],
  'audi/e-tron': ['large', { rails: false }],
  'porsche/macan': ['mid', { ...sloping, fall: 0.26 }],
  'porsche/cayenne': ['large', { fall: 0.12, tailgate: 320, rails: false }],
  'land-rover/range-rover': ['three-row', { ...boxy, quarter: 700 }],
  'land-rover/range-rover-sport': ['large', { fall: 0.07, tailgate: 260, rails: false }],
  'land-rover/range-rover-velar': ['mid', { ...sloping, belt: 0.62, fall: 0.24 }],
  'land-rover/range-rover-evoque': ['compact', { ...sloping, belt: 0.63, fall: 0.22, tailgate: 420 }],
  'land-rover/defender': ['off-road'],
  'land-rover/discovery-sport': ['mid', { ...boxy, fall: 0.04, quarter: 560, lean: 60 }],
  'jaguar/f-pace': ['mid', sloping],
  'jaguar/i-pace': ['mid', { ...sloping, cowl: 0.17, bonnet: 180, fall: 0.26 }],
  'volvo/xc40': ['compact', { ...boxy, round: 0.6, fall: 0.04, tailgate: 120 }],
  'volvo/xc40-recharge': ['compact', { ...boxy, round: 0.6, fall: 0.04, tailgate: 120 }],
  'volvo/xc60': ['mid'],
  'volvo/xc90': ['three-row'],
  'lexus/nx': ['mid', { fall: 0.14, tailgate: 380 }],
  'lexus/rx': ['large', { fall: 0.12, tailgate: 360 }],
  'lexus/lx': ['three-row', boxy],
  'mini/countryman': ['compact', { ...boxy, round: 0.7, rails: true }],
  'jeep/compass': ['compact'],
  'jeep/meridian': ['three-row', { fall: 0.05, round: 0.7 }],
  'jeep/wrangler': ['off-road', { cowl: 0.25, quarter: 560 }],
  'jeep/grand-cherokee': ['large'],
  'toyota/land-cruiser': ['three-row', { ...boxy, cladding: true }],
  'maserati/levante': ['large', { ...sloping, fall: 0.22 }],
};

const roundLamps = new Set(['jeep/wrangler', 'land-rover/defender']);

/** An SUV's class shape with its own tweaks; nothing for other bodies or an SUV missing from the table. */
function suvShape(key: string): { suv?: SuvShape } {
  const entry = suvs[key];
  if (!entry) return {};
  const [size, tweaks] = entry;
  return { suv: { ...suvShapes[size], ...tweaks, size } };
}

const looks = new Map<string, CarLook>(
  brandSeeds.flatMap((brand) =>
    brand.models.map((model): [string, CarLook] => {
      const key = `${brand.slug}/${modelSlug(model.name)}`;
      const [length, width, height, wheelbase, , , , clearance] = model.dims;
      return [
        key,
        {
          name: model.name.startsWith(brand.name) ? model.name : `${brand.name} ${model.name}`,
          body: model.body,
          face: brandFaces[brand.slug] ?? null,
          dims: { length, width, height, wheelbase, clearance },
          roof: roofs[key] ?? 'plain',
          roundLamps: roundLamps.has(key),
          floating: brand.slug === 'land-rover',
          contrastRoof: model.contrastRoof === true,
          ...suvShape(key),
        },
      ];
    }),
  ),
);

/** The drawing of a catalogue model by its brand and model slugs; null when there is no such model. */
export function findCarLook(brandSlug: string, model: string): CarLook | null {
  return looks.get(`${brandSlug}/${model}`) ?? null;
}

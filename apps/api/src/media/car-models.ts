// Which drawing each model of the demo catalogue gets (D9): its maker's face and its own size, from the
// catalogue's reference data, so the pictures of a Jeep Compass, an X1 and an X7 are three different cars.
import { brandSeeds } from '../demo/catalogue-data';
import { brandFaces, type CarLook, type CarView, type RoofLine } from './car-art';

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

// Roof lines that the body type alone would get wrong: coupé-like SUVs and saloons, and upright boxes.
const roofs: Readonly<Record<string, RoofLine>> = {
  'audi/q8': 'fastback',
  'audi/e-tron-gt': 'fastback',
  'porsche/911': 'fastback',
  'porsche/macan': 'fastback',
  'porsche/panamera': 'fastback',
  'porsche/taycan': 'fastback',
  'land-rover/range-rover-velar': 'fastback',
  'land-rover/range-rover-evoque': 'fastback',
  'jaguar/i-pace': 'fastback',
  'mercedes-benz/eqs': 'fastback',
  'maserati/levante': 'fastback',
  'land-rover/defender': 'upright',
  'land-rover/range-rover': 'upright',
  'jeep/wrangler': 'upright',
  'toyota/land-cruiser': 'upright',
  'lexus/lx': 'upright',
  'bmw/x7': 'upright',
  'mercedes-benz/gls': 'upright',
  'volvo/xc90': 'upright',
};

const roundLamps = new Set(['jeep/wrangler', 'land-rover/defender']);

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
        },
      ];
    }),
  ),
);

/** The drawing of a catalogue model by its brand and model slugs; null when there is no such model. */
export function findCarLook(brandSlug: string, model: string): CarLook | null {
  return looks.get(`${brandSlug}/${model}`) ?? null;
}

// The demo cars' dealer inspection reports (docs/product/catalogue.md): about a third of the cars for sale
// have one, mostly passes, a few points needing attention with the words a dealer would write, a rare
// fail. Each car draws from its own seeded stream, so the reports are the same whatever the chunking.
import type { InspectionResult } from '@luxe/contract/inspection';
import { checklistItems, type StoredItem } from '../modules/catalogue';
import { reportScore } from '../modules/inspection';
import { cumulative, mix, pickWeighted, Random, STREAM_INSPECTIONS, type CarRow } from './generate';

const DAY_MS = 86_400_000;
/** The share of the cars for sale that carry a report. */
const REPORTED = 1 / 3;
/** How many points need attention in a report: 0 to 4, fewer more often. */
const ATTENTION_WEIGHTS = [30, 30, 22, 12, 6];
const FAIL_CHANCE = 0.08;

/** Findings a dealer would write, by checklist point: words for a point needing attention, and for a fail. */
const FINDINGS: Record<string, { attention: readonly string[]; fail?: readonly string[] }> = {
  'exterior.paint_depth_bonnet': { attention: ['Paint depth 190 µm on the bonnet: refinished after stone chips'] },
  'exterior.paint_depth_front_left_door': { attention: ['Paint depth 230 µm on the front left door: refinished, no filler found'] },
  'exterior.paint_depth_rear_right_door': { attention: ['Paint depth 205 µm on the rear right door: scratch repair'] },
  'exterior.paint_depth_front_fenders': { attention: ['Paint depth 210 µm on the left front fender: refinished'] },
  'exterior.front_bumper': { attention: ['Paint depth 210 µm on the front bumper: refinished; mounts and sensors intact'] },
  'exterior.rear_bumper': { attention: ['Scuff on the rear bumper’s lower edge, 6 cm: can be touched up'] },
  'exterior.dents_scratches': {
    attention: ['Light scratch on the rear left door, 8 cm: polishes out', 'Small ding on the boot lid, no paint damage'],
  },
  'exterior.windscreen': {
    attention: ['Stone chip of 3 mm on the windscreen, outside the driver’s view: resin repair advised'],
    fail: ['Crack of 20 cm across the windscreen: to be replaced before delivery'],
  },
  'exterior.headlamps': { attention: ['Slight haze on the left headlamp lens: polish'] },
  'exterior.wiper_blades': { attention: ['Wiper blades streak: replace'] },
  'exterior.sunroof_seals': { attention: ['Sunroof drain slow on the left: clear at the next service'] },
  'interior.seats_upholstery': { attention: ['Bolster wear on the driver’s seat; no tear'] },
  'interior.steering_wheel': { attention: ['Steering wheel leather shiny at 10 and 2 o’clock'] },
  'interior.infotainment': { attention: ['Apple CarPlay drops the connection now and then: software update due'] },
  'interior.climate_control': { attention: ['Rear zone cools slowly: cabin filter and gas check due'] },
  'interior.headliner': { attention: ['Small mark on the headliner above the rear left seat'] },
  'engine.oil_leaks': {
    attention: ['Light seepage at the rocker cover gasket: watch at the next service'],
    fail: ['Oil leak at the sump gasket, drips after a drive: to be resealed'],
  },
  'engine.belts_hoses': { attention: ['Fine cracks on the auxiliary belt: replace at the next service'] },
  'engine.air_filter': { attention: ['Engine air filter dirty: replace'] },
  'engine.obd_fault_codes': {
    attention: ['Stored code for a weak key battery, cleared'],
    fail: ['Stored code P0420 (catalyst efficiency): to be diagnosed'],
  },
  'engine.gearbox_fluid': { attention: ['Gearbox fluid due for a change at 80,000 km'] },
  'chassis.front_brake_pads': {
    attention: ['Front brake pads at 35%: due at the next service'],
    fail: ['Front brake pads at 15%: to be replaced before delivery'],
  },
  'chassis.rear_brake_pads': { attention: ['Rear brake pads at 32%: due at the next service'] },
  'chassis.front_discs': { attention: ['Front discs have a light lip: replace with the next pads'] },
  'chassis.brake_fluid': { attention: ['Brake fluid moisture at 2%: change advised'] },
  'chassis.air_suspension': {
    attention: ['Front left sits 5 mm low after a night: compressor check'],
    fail: ['Front left air strut sags overnight: replace'],
  },
  'chassis.bushes_joints': { attention: ['Slight play in the front left lower arm bush'] },
  'chassis.wheel_alignment': { attention: ['Pulls slightly left: alignment due'] },
  'tyres.date_code_rear_right': { attention: ['Rear right tyre 2019 date code: replace within a year'] },
  'tyres.date_code_rear_left': { attention: ['Rear left tyre 2019 date code: replace within a year'] },
  'tyres.date_code_front_left': { attention: ['Front left tyre 2020 date code: replace within a year'] },
  'tyres.tread_front_left': { attention: ['Front left tyre at 3.5 mm: replace within 5,000 km'] },
  'tyres.tread_rear_right': {
    attention: ['Rear right tyre at 3.2 mm: replace within 5,000 km'],
    fail: ['Rear right tyre at 1.8 mm: to be replaced before delivery'],
  },
  'tyres.uneven_wear': { attention: ['Inner edge wear on both front tyres: alignment due'] },
  'tyres.alloy_wheels': { attention: ['Kerb marks on two alloy wheels: refurbishment optional'] },
  'tyres.tyre_match': { attention: ['Rear axle has two tyre makes: match when replacing'] },
  'electricals.battery_health': {
    attention: ['12 V battery at 68%: replace within six months'],
    fail: ['12 V battery at 41%, fails a load test: to be replaced'],
  },
  'electricals.keys': { attention: ['One key only: a second is on order from the brand’s dealer'] },
  'electricals.parking_sensors': {
    attention: ['Rear left parking sensor slow to respond'],
    fail: ['Rear left parking sensor does not respond: to be replaced'],
  },
  'electricals.cameras': { attention: ['Reversing camera image dim at night'] },
  'electricals.usb_charging': { attention: ['Wireless phone charger works only now and then'] },
  'documents.service_book': { attention: ['Service at 60,000 km done at an independent workshop, invoice kept'] },
  'documents.puc': { attention: ['PUC expires this month: renewed before delivery'] },
  'documents.insurance': { attention: ['One claim in 2023 for a bumper repair'] },
  'documents.owner_manual': { attention: ['Owner’s manual missing: a copy is on order'] },
  'documents.number_plates': { attention: ['Rear plate not high-security: fitted before delivery'] },
};
const ATTENTION_KEYS = Object.keys(FINDINGS);
const FAIL_KEYS = ATTENTION_KEYS.filter((key) => FINDINGS[key]!.fail);

export interface DemoInspection {
  carId: number;
  items: StoredItem[];
  counts: Record<InspectionResult, number>;
  score: number;
  inspectedAt: Date;
}

const ATTENTION_CUM = cumulative(ATTENTION_WEIGHTS);

/** A report for about a third of the cars for sale, inspected in the days before each was listed. */
export function generateInspections(seed: number, cars: readonly CarRow[]): DemoInspection[] {
  const rng = new Random(0);
  const keys = [...checklistItems.keys()];
  const reports: DemoInspection[] = [];
  for (const car of cars) {
    if (car.status === 'sold') continue;
    rng.reseed(mix(seed, STREAM_INSPECTIONS, car.id));
    if (rng.next() >= REPORTED) continue;
    const attention = pickWeighted(ATTENTION_CUM, rng.next());
    const findings = new Map<string, { result: 'attention' | 'fail'; note: string }>();
    if (rng.chance(FAIL_CHANCE)) {
      const key = rng.pick(FAIL_KEYS);
      findings.set(key, { result: 'fail', note: rng.pick(FINDINGS[key]!.fail!) });
    }
    // Distinct points: a drawn point already found is skipped, so a report may have one fewer.
    for (let k = 0; k < attention; k++) {
      const key = rng.pick(ATTENTION_KEYS);
      if (!findings.has(key)) findings.set(key, { result: 'attention', note: rng.pick(FINDINGS[key]!.attention) });
    }
    const items: StoredItem[] = keys.map((key) => {
      const found = findings.get(key);
      return { key, result: found?.result ?? 'pass', note: found?.note ?? null, photo: null };
    });
    const counts = { pass: 0, attention: 0, fail: 0 };
    for (const item of items) counts[item.result]++;
    const inspectedAt = new Date(car.listedAt.getTime() - Math.floor(rng.next() * 3 * DAY_MS) - DAY_MS / 2);
    reports.push({ carId: car.id, items, counts, score: reportScore(items), inspectedAt });
  }
  return reports;
}

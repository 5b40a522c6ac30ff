// Each page's title, description and share card in the HTML the server answers, so
// a shared link or a crawler sees the page itself before any script runs.
import type { Db } from '../db/client';
import { inr } from '../lib/money';
import { selectCarMeta, selectDealerMeta } from '../modules/catalogue';
import type { RenderedPage } from '@luxe/contract/render';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the share image. */
  image?: string;
  /** schema.org JSON-LD. */
  structuredData?: object;
  noindex?: boolean;
}

const SITE = 'Luxe Wheels';
const DEFAULT: PageMeta = {
  title: `${SITE} · Pre-owned luxury cars in India`,
  description:
    'Certified pre-owned luxury cars from verified dealers across India. Browse, compare, negotiate, test drive and reserve online.',
};

const STATIC_PAGES: Record<string, Omit<PageMeta, 'image'>> = {
  '/cars': {
    title: `Pre-owned luxury cars for sale · ${SITE}`,
    description: 'Search and filter verified pre-owned Mercedes-Benz, BMW, Audi, Porsche, Land Rover and more, with prices in rupees.',
  },
  '/about-us': {
    title: `About us · ${SITE}`,
    description: 'An AI-powered marketplace for pre-owned luxury cars with verified dealers, service records and concierge support.',
  },
  '/faq': {
    title: `Frequently asked questions · ${SITE}`,
    description: 'Answers on vehicle history, pricing, authenticity checks, financing, data security and buying a pre-owned luxury car.',
  },
  '/terms-conditions': { title: `Terms and conditions · ${SITE}`, description: `The terms for buyers and dealers using ${SITE}.` },
  '/privacy-policy': {
    title: `Privacy policy · ${SITE}`,
    description: 'What we collect, how we use and protect it, your rights and how to reach our grievance officer.',
  },
  '/cancellation-refund': {
    title: `Cancellation and refund policy · ${SITE}`,
    description: 'Refunds for car reservations and test drives, and how long they take.',
  },
  '/help-center': { title: `Help centre · ${SITE}`, description: 'Help with buying, selling and your account.' },
  '/contact-us': { title: `Contact us · ${SITE}`, description: 'Write to our team; customers and dealers each have a direct line.' },
  '/news': { title: `News and updates · ${SITE}`, description: 'News from the pre-owned luxury car market in India.' },
  '/how-it-works': {
    title: `How it works · ${SITE}`,
    description: 'Sign up, search and compare, negotiate the deal, book and drive away.',
  },
  '/sell': {
    title: `Sell on ${SITE}: apply as a dealership`,
    description: 'Dealerships apply to sell: we check your GSTIN, PAN and trade certificate, and an operator reviews every application.',
  },
  '/purchased-history': { title: `Purchased history · ${SITE}`, description: 'Your purchases on Luxe Wheels.' },
  '/car-dealer': { title: `Verified dealer · ${SITE}`, description: 'A verified pre-owned luxury car dealer on Luxe Wheels.' },
  '/book-testdrive': {
    title: `Book your test drive · ${SITE}`,
    description: 'Home delivery or a showroom visit: book a test drive of the car you like.',
  },
  '/test-drive': { title: `Home test drive · ${SITE}`, description: 'Book a test drive at your address.' },
};

/** The Vendor's Hub, the dealer's panel at /vendor/*. */
export const isVendorPanel = (urlPath: string) => /^\/vendor(\/|$)/.test(urlPath);
/** The operators' console at /ops/*. */
export const isOpsConsole = (urlPath: string) => /^\/ops(\/|$)/.test(urlPath);
/** A part of the app for dealers or operators: never rendered on the server, never indexed. */
export const isPanel = (urlPath: string) => isVendorPanel(urlPath) || isOpsConsole(urlPath);

const SIGNED_IN_PAGES = ['/profile', '/wishlist', '/comparison', '/car-purchased-history', '/schedule-screen', '/schedule-screen-pay'];

async function carMeta(db: Db, id: number, origin: string): Promise<PageMeta | null> {
  const car = await selectCarMeta(db, id);
  if (!car) return null;
  const km = new Intl.NumberFormat('en-IN').format(car.odometer_reading);
  const image = car.image ? `${origin}${car.image.replace(/\.svg$/, '.png')}` : undefined;
  return {
    title: `${car.registration_year} ${car.car_name} for ${inr(car.listing_price)} in ${car.location} · ${SITE}`,
    description: `${car.manufacturing_year} ${car.car_name}, ${km} km, ${car.fuel_type}, ${car.transmission}, ${car.color}. Offered by ${car.vendor_name}, a verified dealer in ${car.location}.`,
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Vehicle',
      name: car.car_name,
      brand: { '@type': 'Brand', name: car.brand_name },
      model: car.model,
      vehicleModelDate: String(car.manufacturing_year),
      bodyType: car.car_type,
      fuelType: car.fuel_type,
      vehicleTransmission: car.transmission,
      color: car.color,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.odometer_reading, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      ...(image ? { image } : {}),
      url: `${origin}/car-details/${id}`,
      offers: {
        '@type': 'Offer',
        price: car.listing_price,
        priceCurrency: 'INR',
        availability: car.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        seller: { '@type': 'AutoDealer', name: car.vendor_name },
      },
    },
  };
}

export async function pageMetaFor(db: Db, urlPath: string, query: URLSearchParams, origin: string): Promise<PageMeta> {
  const car = /^\/car-details\/(\d{1,9})$/.exec(urlPath);
  if (car) return (await carMeta(db, Number(car[1]), origin)) ?? { ...DEFAULT, title: `Car not found · ${SITE}`, noindex: true };
  if (urlPath === '/car-dealer' && /^\d{1,9}$/.test(query.get('id') ?? '')) {
    const dealer = await selectDealerMeta(db, Number(query.get('id')));
    if (dealer)
      return {
        title: `${dealer.name}, ${dealer.city} · ${SITE}`,
        description: `${dealer.name} is a verified pre-owned luxury car dealer in ${dealer.city}. See their cars and showroom timings.`,
      };
  }
  if (SIGNED_IN_PAGES.includes(urlPath)) return { ...DEFAULT, noindex: true };
  // The dealer's panel and the operators' console are never indexed nor rendered here (site/web-app.ts).
  if (isVendorPanel(urlPath)) return { ...DEFAULT, title: `Vendor's Hub · ${SITE}`, noindex: true };
  if (isOpsConsole(urlPath)) return { ...DEFAULT, title: `Operations · ${SITE}`, noindex: true };
  if (urlPath === '/') return DEFAULT;
  return STATIC_PAGES[urlPath] ?? { ...DEFAULT, title: `Page not found · ${SITE}`, noindex: true };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built index.html with this page's head (title, description, Open Graph, JSON-LD) and its server-rendered body. */
export function renderIndex(template: string, meta: PageMeta, url: string, body?: Pick<RenderedPage, 'html' | 'head'>): string {
  const tags = [
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.structuredData ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`, '<meta name="twitter:card" content="summary_large_image" />']
      : []),
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.structuredData
      ? // NOTE: '<' is escaped so no value can close the script element.
        [`<script type="application/ld+json">${JSON.stringify(meta.structuredData).replace(/</g, '\\u003c')}</script>`]
      : []),
  ];
  // NOTE: replacer functions, so a '$&' or "$'" in a car's name is text, not a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `${tags.join('\n    ')}\n  ${body?.head ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body?.html ?? ''}</div>`);
}

// /sitemap.xml: the public pages and the newest cars on offer, for search engines.
import type { AppInstance } from '../deps';
import { selectSitemapCars } from '../modules/catalogue';
import { siteOrigin } from './origin';

const SITEMAP_PAGES = [
  '/',
  '/cars',
  '/about-us',
  '/faq',
  '/how-it-works',
  '/contact-us',
  '/sell',
  '/news',
  '/help-center',
  '/terms-conditions',
  '/privacy-policy',
  '/cancellation-refund',
];
const SITEMAP_CARS = 5000;

export function registerSitemap(app: AppInstance): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = siteOrigin(app);
    const cars = await selectSitemapCars(app.deps.database.db, SITEMAP_CARS);
    const entry = (loc: string, lastmod?: string) =>
      `<url><loc>${origin}${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const urls = [...SITEMAP_PAGES.map((p) => entry(p)), ...cars.map((c) => entry(`/car-details/${c.id}`, c.updatedAt.slice(0, 10)))];
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });
}

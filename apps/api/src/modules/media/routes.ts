// Generated imagery (docs/decisions/012): car drawings, brand marks and dealer monograms, rendered from their URL
// (and a name from the database), never downloaded. The same URL always gives the same bytes.
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppInstance } from '../../deps';
import { notFound } from '../../http/errors';
import { selectBrandName, selectDealerMeta } from '../catalogue';
import {
  carViews,
  parseBodySlug,
  renderBrandMarkSvg,
  renderCarSvg,
  renderFallbackCarSvg,
  renderModelSvg,
  type CarView,
} from '../../media/car-art';
import { findCarLook } from '../../media/car-models';

const svgFile = (what: string) => z.string().regex(/^[\w-]{1,64}\.svg$/, `${what} must be a .svg file name`);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAILY = 'public, max-age=86400';

export async function mediaRoutes(app: AppInstance): Promise<void> {
  const hide = { hide: true };

  const imageFile = z.string().regex(/^[\w-]{1,64}\.(svg|png)$/, 'No such image');
  /** The view and format a file name asks for, or a 404 for anything else. */
  const parseImage = (file: string, hex: string): { view: CarView; png: boolean } => {
    const [name, ext] = file.split('.');
    const view = carViews.find((v) => v === name);
    if (!view || !/^[0-9a-f]{6}$/i.test(hex)) throw notFound('No such image');
    return { view, png: ext === 'png' };
  };
  const sendImage = async (reply: FastifyReply, svg: string, png: boolean) => {
    reply.header('cache-control', IMMUTABLE);
    // PNG for share cards: social networks do not show SVG images.
    if (png) return reply.type('image/png').send(await sharp(Buffer.from(svg)).resize(1200, 750).png({ compressionLevel: 9 }).toBuffer());
    return reply.type('image/svg+xml').send(svg);
  };

  // A body type's plain drawing (the home page's banners and cars of no known model).
  app.get(
    '/media/cars/:body/:hex/:file',
    { schema: { ...hide, params: z.object({ body: z.string(), hex: z.string(), file: imageFile }) } },
    async (request, reply) => {
      const body = parseBodySlug(request.params.body);
      const { view, png } = parseImage(request.params.file, request.params.hex);
      if (!body) throw notFound('No such image');
      return sendImage(reply, renderCarSvg(body, request.params.hex.toLowerCase(), view), png);
    },
  );

  // A catalogue model's own drawing: its maker's face and its proportions.
  app.get(
    '/media/cars/:brand/:model/:hex/:file',
    { schema: { ...hide, params: z.object({ brand: z.string(), model: z.string(), hex: z.string(), file: imageFile }) } },
    async (request, reply) => {
      const look = findCarLook(request.params.brand, request.params.model);
      const { view, png } = parseImage(request.params.file, request.params.hex);
      if (!look) throw notFound('No such image');
      return sendImage(reply, renderModelSvg(look, request.params.hex.toLowerCase(), view), png);
    },
  );

  app.get('/media/fallback-car.svg', { schema: hide }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(renderFallbackCarSvg()),
  );

  app.get('/media/brands/:file', { schema: { ...hide, params: z.object({ file: svgFile('brand') }) } }, async (request, reply) => {
    const slug = request.params.file.slice(0, -4);
    const brand = await selectBrandName(app.deps.database.db, slug);
    if (!brand) throw notFound('No such brand');
    return reply.type('image/svg+xml').header('cache-control', DAILY).send(renderBrandMarkSvg(brand));
  });

  app.get(
    '/media/dealers/:file',
    { schema: { ...hide, params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'dealer must be a number') }) } },
    async (request, reply) => {
      const id = Number(request.params.file.slice(0, -4));
      const dealer = await selectDealerMeta(app.deps.database.db, id);
      if (!dealer) throw notFound('No such dealer');
      return reply.type('image/svg+xml').header('cache-control', DAILY).send(renderBrandMarkSvg(dealer.name));
    },
  );

  // Uploaded pictures: server-chosen random names (never the client's), so they never change and cache forever.
  app.get(
    '/media/uploads/:file',
    { schema: { ...hide, params: z.object({ file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'No such file') }) } },
    async (request, reply) => {
      // From whichever store is configured: this server's disk, or the bucket every server shares.
      const file = await app.deps.files.get(request.params.file);
      if (!file) throw notFound('No such file');
      return reply.type(file.type).header('content-length', file.length).header('cache-control', IMMUTABLE).send(file.body);
    },
  );
}

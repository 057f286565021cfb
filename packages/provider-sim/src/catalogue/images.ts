import type { FastifyPluginAsync } from 'fastify';
import { getCatalogue } from './catalogue';
import { createRandom, hashString } from './prng';
import type { ImageKind } from './objects';

// Album, artist and playlist art drawn from the id: soft gradients and shapes, the same for the
// same id, so every cover differs and never changes.

const KINDS: readonly ImageKind[] = ['album', 'artist', 'playlist'];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

export function artSvg(kind: ImageKind, id: string, size = 640): string {
  const r = createRandom(hashString(`${kind}:${id}`));
  const hue = r.int(0, 359);
  const second = hue + r.pick([30, 60, 150, 180, 210]);
  const a = hsl(hue, r.int(55, 80), r.int(45, 62));
  const b = hsl(second, r.int(55, 85), r.int(30, 50));
  const angle = r.int(0, 359);
  const shapes: string[] = [];
  const count = kind === 'artist' ? 3 : r.int(3, 6);
  for (let i = 0; i < count; i++) {
    const colour = hsl(hue + r.int(-40, 200), r.int(50, 90), r.int(55, 80));
    const opacity = (0.18 + r.next() * 0.35).toFixed(2);
    const x = r.int(40, 600);
    const y = r.int(40, 600);
    if (kind === 'playlist' && i % 2 === 1) {
      shapes.push(
        `<rect x="${x - 150}" y="${y - 30}" width="300" height="60" rx="30" fill="${colour}" opacity="${opacity}" transform="rotate(${r.int(-45, 45)} ${x} ${y})"/>`,
      );
    } else if (kind === 'album' && i % 3 === 2) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${r.int(60, 180)}" fill="none" stroke="${colour}" stroke-width="${r.int(8, 28)}" opacity="${opacity}"/>`,
      );
    } else {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r.int(50, 220)}" fill="${colour}" opacity="${opacity}"/>`);
    }
  }
  // Artists get a portrait-like silhouette in the middle.
  const figure =
    kind === 'artist'
      ? `<circle cx="320" cy="250" r="110" fill="#fff" opacity="0.28"/><ellipse cx="320" cy="560" rx="210" ry="170" fill="#fff" opacity="0.28"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640" role="img">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="640" height="640" fill="url(#g)"/>${shapes.join('')}${figure}</svg>`
  );
}

function exists(kind: ImageKind, id: string): boolean {
  const catalogue = getCatalogue();
  if (kind === 'album') return Boolean(catalogue.album(id));
  if (kind === 'artist') return Boolean(catalogue.artist(id));
  // Account playlists are not in the catalogue: any well-formed id gets art.
  return /^[0-9A-Za-z]{22}$/.test(id);
}

/** `GET /images/:kind/:file.svg`: public, cacheable for a year (the art never changes). */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; file: string }; Querystring: { size?: string } }>(
    '/:kind/:file',
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = file.replace(/\.svg$/, '');
      if (!KINDS.includes(kind as ImageKind) || !file.endsWith('.svg') || !exists(kind as ImageKind, id)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const size = Math.min(1280, Math.max(16, Number(request.query.size) || 640));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Access-Control-Allow-Origin', '*')
        .type('image/svg+xml')
        .send(artSvg(kind as ImageKind, id, size));
    },
  );
};

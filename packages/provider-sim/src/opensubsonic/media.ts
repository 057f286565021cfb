import { artSvg, getCatalogue } from '../catalogue';
import { wavSize, wavStream, WAV_CONTENT_TYPE, WAV_SUFFIX } from './audio/wav';
import { parseRange } from './audio/range';
import { parseCoverArtId } from './cover-art';
import { SENT, type Endpoints, type UserCall } from './endpoint';
import { notFound } from './envelope';
import { optional, required } from './params';

// Media retrieval: cover art (the catalogue's generated art) and the songs' audio, a generated
// WAV file of the song's length that answers single byte ranges (206, 416 past the end) so an
// audio element can seek. No transcoding: `format` and `maxBitRate` are accepted and ignored, as
// a server without transcoders does.

const MAX_ART_SIZE = 1280;
const MIN_ART_SIZE = 16;
const DEFAULT_ART_SIZE = 640;

function sendAudio(call: UserCall, attachment: boolean): typeof SENT {
  const { query, request, reply } = call;
  const track = getCatalogue().track(required(query, 'id'));
  if (!track) throw notFound('Song');
  const size = wavSize(track.durationMs);
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', WAV_CONTENT_TYPE);
  if (attachment) {
    const file = `${track.name.replace(/[^\w .-]+/g, '')}.${WAV_SUFFIX}`;
    reply.header('Content-Disposition', `attachment; filename="${file}"`);
  }
  const range = parseRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    reply.code(416).header('Content-Range', `bytes */${size}`).send();
    return SENT;
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  if (range.kind === 'part') reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', String(end - start + 1));
  // A HEAD request needs only the headers: no samples are computed for it.
  reply.send(request.method === 'HEAD' ? undefined : wavStream(track, start, end));
  return SENT;
}

export const mediaEndpoints: Endpoints = {
  getCoverArt: {
    handle: ({ query, reply }) => {
      const art = parseCoverArtId(required(query, 'id'));
      if (!art) throw notFound('Cover art');
      const asked = Number(optional(query, 'size'));
      const size =
        Number.isFinite(asked) && asked > 0 ? Math.min(MAX_ART_SIZE, Math.max(MIN_ART_SIZE, asked)) : DEFAULT_ART_SIZE;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml')
        .send(artSvg(art.kind, art.id, Math.round(size)));
      return SENT;
    },
  },
  stream: { handle: (call) => sendAudio(call, false) },
  download: { handle: (call) => sendAudio(call, true) },
};

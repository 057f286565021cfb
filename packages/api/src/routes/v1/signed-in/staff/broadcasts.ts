import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BROADCAST_TEXT_MAX_LENGTH, MSG, USER_TYPE_BROADCAST } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { idRule } from '@upclub/shared/validation';
import { invalidPk } from '../../../../errors';
import type { BroadcastKind } from '../../../../plugins/app/broadcasts';
import { errorResponses } from '../../../../schemas/common';
import { staffWith } from './access';

// POST v1/pushnotificationbroadcast/ and v1/sendtoallmessage/ (spec part 2 §7 Staff) and the two
// text-only ones the spec leaves unnamed, named in the same style. All need user_type bit 4.

const text = () =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(BROADCAST_TEXT_MAX_LENGTH, MSG.broadcastLength);
const songPost = () => idRule();

const resultSchema = z.object({
  broadcast: z.number().int().describe('The broadcast id'),
  recipients: z.number().int().describe('Users it reached: everyone but the sender'),
});

const HOW =
  ' Answers 200 once every user has it (sent in batches of 500 users, each batch in one transaction with the ' +
  "broadcast's progress, so a server that stops mid-way resumes it on its next start: nobody gets it twice or " +
  'never). 403 without user_type bit 4 (broadcast access); 429 when the staff user has sent too many ' +
  'broadcasts this hour.';

const ROUTES: Array<{
  path: string;
  summary: string;
  description: string;
  kind: BroadcastKind;
  body: z.ZodObject<z.ZodRawShape>;
  of: (body: Record<string, unknown>) => { text: string; songPostId: number | null };
}> = [
  {
    path: '/pushnotificationbroadcast/',
    summary: 'Broadcast a song post with a message to every user (live toast)',
    description:
      'Every user but the sender gets a live toast (broadcast_song_post) with the text, linking to the post.',
    kind: 'toast',
    body: z.object({ text_message: text(), song_post: songPost() }),
    of: (b) => ({ text: b.text_message as string, songPostId: b.song_post as number }),
  },
  {
    path: '/pushnotificationbroadcasttext/',
    summary: 'Broadcast a text message to every user (live toast); the text-only broadcast the spec leaves unnamed',
    description:
      "Every user but the sender gets a live toast (broadcast_text_message) with the text: the 'Broadcast Message' page.",
    kind: 'toast',
    body: z.object({ text_message: text() }),
    of: (b) => ({ text: b.text_message as string, songPostId: null }),
  },
  {
    path: '/sendtoallmessage/',
    summary: 'Send a song post to every user as a message',
    description:
      "Every user but the sender gets the post as a message from the sender in their 1:1 thread ('Send song to all').",
    kind: 'message',
    body: z.object({ song_post: songPost() }),
    of: (b) => ({ text: '', songPostId: b.song_post as number }),
  },
  {
    path: '/sendtoallmessagetext/',
    summary: 'Send a text to every user as a message; the text-only send-to-all the spec leaves unnamed',
    description:
      "Every user but the sender gets the text as a message from the sender in their 1:1 thread ('Send to all').",
    kind: 'message',
    body: z.object({ text: text() }),
    of: (b) => ({ text: b.text as string, songPostId: null }),
  },
];

const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of ROUTES) {
    app.post(
      route.path,
      {
        schema: {
          tags: ['staff'],
          summary: route.summary,
          description: route.description + HOW,
          body: route.body,
          response: { 200: resultSchema, ...errorResponses(400, 403, 429) },
        },
      },
      async (request) => {
        const user = staffWith(request, USER_TYPE_BROADCAST);
        const payload = route.of(request.body as Record<string, unknown>);
        if (payload.songPostId !== null) {
          // A message song only its threads see must not reach everyone; and a toast links to the
          // post, which no recipient of a message song could open, so a toast takes public posts only.
          const meta = await app.posts.metaFor(payload.songPostId, user.id);
          if (!meta || (route.kind === 'toast' && meta.postType === POST_TYPE_PLAIN)) {
            throw invalidPk('song_post', payload.songPostId);
          }
        }
        // Counted once it would be sent: a refused one (403, 400) costs nothing.
        await app.broadcastLimit.hit(user.id);
        const id = await app.broadcasts.create({ senderId: user.id, kind: route.kind, ...payload });
        const recipients = await app.broadcasts.run(id);
        request.log.info({ broadcast: id, kind: route.kind, recipients }, 'broadcast sent');
        return { broadcast: id, recipients };
      },
    );
  }
};

export default broadcastRoutes;

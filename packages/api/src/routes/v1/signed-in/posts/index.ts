import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { likeSchema, postSongSchema } from '@upclub/shared/validation';
import { badGateway, badRequest, fieldError, forbidden, found, invalidPk, notFound } from '../../../../errors';
import { formatCount as formatLikes } from '../../../../lib/format';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { TrackProviderError } from '../../../../lib/track-resolver';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, idParams, searchQueryParam } from '../../../../schemas/common';
import { likeResponseSchema, pagedSchema, songPostSchema } from '../../../../schemas/posts';
import { resolveMentions } from '../../../../services/mentions';

export const POST_RULES = {
  trackNotFound: 'Track not found.',
  noLikes: 'This post cannot be liked.',
} as const;

/** Song posts: create, read, delete, like, search by title (spec part 1 §7). */
const posts: FastifyPluginAsyncZod = async (app) => {
  const tags = ['posts'];

  app.post(
    '/postsong/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Post a song (to the feed, or to a club)',
        description:
          'Only the owner and the curators of a club post into it (403 for anyone else). The caption is plain text with `@username` for each id in `mentions`; it is stored with `<@{userid}>` ' +
          'markup. The track is resolved once at the streaming provider and cached: an unknown track is a 400 ' +
          '`{song: ["Track not found."]}`, an unreachable provider a 502.',
        body: postSongSchema,
        response: { 201: songPostSchema, ...errorResponses(400, 403, 502) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const clubId = body.club ?? null;
      if (clubId !== null) {
        const club = await app.clubs.access(clubId, user.id);
        if (!club) throw invalidPk('club', clubId);
        if (!club.isCurator) throw forbidden();
      }
      const caption = await resolveMentions(app.users, body.comment, body.mentions);
      let track;
      try {
        track = await app.tracks.ensure(body.song);
      } catch (error) {
        if (error instanceof TrackProviderError) {
          request.log.warn({ err: error.message, song: body.song }, 'track lookup failed');
          const gateway = badGateway(error.message);
          if (error.retryAfterSeconds !== undefined) gateway.headers['Retry-After'] = String(error.retryAfterSeconds);
          throw gateway;
        }
        throw error;
      }
      if (!track) throw fieldError('song', POST_RULES.trackNotFound);
      const id = await app.posts.create({
        userId: user.id,
        song: body.song,
        title: body.title || track.name,
        caption: caption.text,
        mentionIds: caption.mentionIds,
        postType: body.post_type,
        clubId,
      });
      await app.notifications.notify(caption.mentionIds, user.id, 'mention_songpost', { song_post: id });
      return reply.code(201).send(found(await app.posts.byId(id, user.id)));
    },
  );

  app.get(
    '/getsongpost/:id',
    {
      schema: {
        tags,
        summary: 'One post',
        description:
          'A message song (post_type 1) is answered only to its author and the members of a thread it was sent ' +
          'to; anyone else gets 404, as for every call that takes a post id.',
        params: idParams,
        response: { 200: songPostSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request).id;
      const post = found(await app.posts.byId(request.params.id, viewer));
      const meta = { id: post.song_post, userId: post.upclubuser, postType: post.post_type };
      if (!(await app.posts.readableBy(meta, viewer))) throw notFound();
      return post;
    },
  );

  app.delete(
    '/deletesong/:id',
    {
      schema: {
        tags,
        summary: 'Delete one’s own post',
        description: 'Only the author: 403 for anyone else. Its likes and comments go with it.',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const post = found(await app.posts.metaFor(request.params.id, user.id));
      if (post.userId !== user.id) throw forbidden();
      await app.posts.remove(post.id);
      return reply.code(204).send(null);
    },
  );

  /** The post a like is about, which the user must see and which must take likes. */
  async function likeable(id: number, userId: number) {
    const post = await app.posts.metaFor(id, userId);
    if (!post) throw notFound();
    if (post.postType === POST_TYPE_PLAIN) throw badRequest({ song_post: [POST_RULES.noLikes] });
    return post;
  }

  app.post(
    '/likesongpost/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Like a post (idempotent)',
        body: likeSchema,
        response: { 200: likeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const post = await likeable(request.body.song_post, user.id);
      const { added, likes } = await app.posts.like(post.id, user.id);
      if (added) await app.notifications.notify([post.userId], user.id, 'like', { song_post: post.id });
      return { song_post: post.id, liked: true, song_post_formatted_likes: formatLikes(likes) };
    },
  );

  app.post(
    '/unlikesongpost/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Take a like back (idempotent)',
        body: likeSchema,
        response: { 200: likeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const post = await likeable(request.body.song_post, user.id);
      const { likes } = await app.posts.unlike(post.id, user.id);
      return { song_post: post.id, liked: false, song_post_formatted_likes: formatLikes(likes) };
    },
  );

  app.get(
    '/searchsongposttitle/:query',
    {
      schema: {
        tags,
        summary:
          "Posts whose title, caption or track's artist names contain the query anywhere, any case or accent, newest first",
        params: z.object({ query: searchQueryParam() }),
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(songPostSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const me = currentUser(request).id;
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.posts.searchTitle(request.params.query, me, limit, offset, (work) => app.searchGuard.run(me, work)),
      );
    },
  );
};

export default posts;

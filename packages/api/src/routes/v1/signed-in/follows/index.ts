import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_CATEGORIES } from '@upclub/shared/constants';
import { followUserSchema } from '@upclub/shared/validation';
import { badRequest, invalidPk, notFound } from '../../../../errors';
import { cursorQuerySchema, numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, userIdParams } from '../../../../schemas/common';
import { followListUserSchema, followResponseSchema } from '../../../../schemas/people';
import { pagedSchema, songPostSchema } from '../../../../schemas/posts';
import { FEED_CATEGORY_HELP, feedPage, sendPage } from '../../../../services/feed-page';

/** Following users, follow lists and a profile's posts and likes (spec part 2 §7 "Users"). */
const follows: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profiles'];
  const answer = { 200: followResponseSchema, ...errorResponses(400) };

  /** The followee of a follow body: an existing user other than the signed-in one. */
  async function followee(id: number, me: number): Promise<number> {
    if (id === me) throw badRequest({ upclubuser_followee: ['You cannot follow yourself.'] });
    if (!(await app.profiles.lite(id))) throw invalidPk('upclubuser_followee', id);
    return id;
  }

  app.post(
    '/follow/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Follow a user (idempotent)',
        description:
          'Answers the followee’s followers afterwards. Following oneself is a 400. The followee is notified (follow) once: following again after unfollowing does not notify again.',
        body: followUserSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await followee(request.body.upclubuser_followee, user.id);
      const { added, followers } = await app.follows.follow(user.id, id);
      if (added) await app.notifications.notifyOnce(id, user.id, 'follow');
      return { upclubuser_followee: id, followers, followed: true };
    },
  );

  app.post(
    '/unfollow/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Stop following a user (idempotent)',
        description: 'Answers the followee’s followers afterwards.',
        body: followUserSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = await followee(request.body.upclubuser_followee, user.id);
      const { followers } = await app.follows.unfollow(user.id, id);
      return { upclubuser_followee: id, followers, followed: false };
    },
  );

  const list = (side: 'followers' | 'following', summary: string) =>
    ({
      schema: {
        tags,
        summary,
        description: 'Newest first. Each user with their counts and whether the signed-in user follows them.',
        params: userIdParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(followListUserSchema), ...errorResponses(404) },
      },
    }) as const;

  app.get('/profilegetfollowers/:id', list('followers', 'Who follows a user'), async (request) => {
    const me = currentUser(request).id;
    if (!(await app.profiles.lite(request.params.id))) throw notFound();
    return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
      app.follows.followers(request.params.id, me, limit, offset),
    );
  });

  app.get('/profilegetfollowing/:id', list('following', 'Whom a user follows'), async (request) => {
    const me = currentUser(request).id;
    if (!(await app.profiles.lite(request.params.id))) throw notFound();
    return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
      app.follows.following(request.params.id, me, limit, offset),
    );
  });

  const posts = (summary: string) =>
    ({
      schema: {
        tags,
        summary,
        description: FEED_CATEGORY_HELP,
        params: z.object({ upclubuser: userIdParams.shape.id, category: z.enum(FEED_CATEGORIES) }),
        querystring: cursorQuerySchema,
        response: { 200: pagedSchema(songPostSchema), ...errorResponses(404) },
      },
    }) as const;

  app.get('/profilegetsongposts/:upclubuser/:category', posts('A user’s posts by category'), async (request, reply) => {
    const { upclubuser, category } = request.params;
    const page = await feedPage(app, request, { kind: 'user', userId: upclubuser }, category, request.query.cursor);
    // Only an empty page costs a look for the user (404 without them).
    if (!page.results.length && !(await app.profiles.lite(upclubuser))) throw notFound();
    return sendPage(reply, page);
  });

  app.get(
    '/profilegetlikedsongposts/:upclubuser/:category',
    posts('The posts a user liked (Up Votes), by category'),
    async (request, reply) => {
      const { upclubuser, category } = request.params;
      const page = await feedPage(app, request, { kind: 'liked', userId: upclubuser }, category, request.query.cursor);
      if (!page.results.length && !(await app.profiles.lite(upclubuser))) throw notFound();
      return sendPage(reply, page);
    },
  );
};

export default follows;

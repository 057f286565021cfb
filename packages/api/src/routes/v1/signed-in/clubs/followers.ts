import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubRefSchema, CLUB_MESSAGES } from '@upclub/shared/validation';
import { forbidden, invalidPk, notFound } from '../../../../errors';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { clubFollowerSchema, followClubResponseSchema } from '../../../../schemas/clubs';
import { errorResponses, idParams } from '../../../../schemas/common';
import { pagedSchema } from '../../../../schemas/posts';

/** Following clubs and a club's followers (spec part 2 §4 "Club relationship"). */
const followers: FastifyPluginAsyncZod = async (app) => {
  const tags = ['clubs'];
  const answer = { 200: followClubResponseSchema, ...errorResponses(400, 403) };

  app.post(
    '/followclub/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Follow a club (idempotent)',
        description:
          'Answers the club’s followers afterwards. The owner cannot follow their club (403). The owner is notified (clubfollow) once per follower.',
        body: clubRefSchema,
        response: answer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const club = await app.clubs.access(request.body.club, user.id);
      if (!club) throw invalidPk('club', request.body.club);
      if (club.isOwner) throw forbidden(CLUB_MESSAGES.ownerCannotFollow);
      const { added, followers } = await app.clubFollows.follow(club.id, user.id);
      if (added)
        await app.notifications.notifyOnce(
          club.ownerId,
          user.id,
          'clubfollow',
          { club: club.id, club_name: club.name },
          { club: club.id },
        );
      return { club: club.id, followers, followed: true };
    },
  );

  app.post(
    '/unfollowclub/',
    {
      preHandler: app.writeLimit,
      schema: { tags, summary: 'Stop following a club (idempotent)', body: clubRefSchema, response: answer },
    },
    async (request) => {
      const user = currentUser(request);
      const club = await app.clubs.access(request.body.club, user.id);
      if (!club) throw invalidPk('club', request.body.club);
      const { followers } = await app.clubFollows.unfollow(club.id, user.id);
      return { club: club.id, followers, followed: false };
    },
  );

  app.get(
    '/getclubfollowers/:id',
    {
      schema: {
        tags,
        summary: 'A club’s followers, newest first',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(clubFollowerSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const clubId = request.params.id;
      if (!(await app.clubs.exists(clubId))) throw notFound();
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.clubFollows.followers(clubId, currentUser(request).id, limit, offset),
      );
    },
  );
};

export default followers;

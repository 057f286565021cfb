import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLUB_PICTURE_MAX_CHARS,
  CLUB_PICTURE_WIDTH_PX,
  CLUB_THUMBNAIL_MAX_CHARS,
  CLUB_THUMBNAIL_WIDTH_PX,
  FEED_CATEGORIES,
} from '@upclub/shared/constants';
import { createClubSchema, updateClubSchema } from '@upclub/shared/validation';
import { forbidden, found, notFound } from '../../../../errors';
import { cursorQuerySchema, numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import type { PictureFields } from '../../../../plugins/app/pictures';
import { clubListQuerySchema, clubParams, clubSchema } from '../../../../schemas/clubs';
import { errorResponses, idParams, rowIdParam } from '../../../../schemas/common';
import { pagedSchema, songPostSchema } from '../../../../schemas/posts';
import { FEED_CATEGORY_HELP, feedPage, sendPage } from '../../../../services/feed-page';

/** Room for both pictures at their limits, so a picture just over its limit gets its field message. */
const UPDATE_CLUB_BODY_LIMIT = CLUB_PICTURE_MAX_CHARS + CLUB_THUMBNAIL_MAX_CHARS + 64 * 1024;

/** The club's pictures as stored: at most the crop's widths (spec part 2 §5), re-encoded. */
const CLUB_PICTURES: PictureFields<'club_picture' | 'thumbnail_picture'> = {
  club_picture: { maxSide: CLUB_PICTURE_WIDTH_PX, maxChars: CLUB_PICTURE_MAX_CHARS },
  thumbnail_picture: { maxSide: CLUB_THUMBNAIL_WIDTH_PX, maxChars: CLUB_THUMBNAIL_MAX_CHARS },
};

const LIST_HELP =
  '`searchstring`: part of the club name or description, any case or accent. `category`: `alphabetical`, `recentlyadded` (newest first) or ' +
  '`mostpopular` (most followers first, the default). Lists carry `thumbnail_picture`, not `club_picture`.';

/** Creating, finding, reading and changing clubs, and a club's posts. */
const clubs: FastifyPluginAsyncZod = async (app) => {
  const tags = ['clubs'];
  const list = { 200: pagedSchema(clubSchema), ...errorResponses(400, 404) };

  app.post(
    '/createclub/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Create a club',
        description: 'The signed-in user owns it and is its first curator.',
        body: createClubSchema,
        response: { 201: clubSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await app.clubs.create(user.id, request.body.club_name);
      return reply.code(201).send(found(await app.clubs.byId(id, user.id)));
    },
  );

  app.get(
    '/getallclubs/',
    {
      schema: { tags, summary: 'Every club', description: LIST_HELP, querystring: clubListQuerySchema, response: list },
    },
    async (request) => {
      const { page, searchstring, category } = request.query;
      const me = currentUser(request).id;
      return numberedList(request, app.config.publicUrl, page, (limit, offset) =>
        searchstring
          ? app.searchGuard.run(me, (q) => app.clubs.page(me, { search: searchstring }, category, limit, offset, q))
          : app.clubs.page(me, {}, category, limit, offset),
      );
    },
  );

  app.get(
    '/getallownedandcuratedclubs/',
    {
      schema: {
        tags,
        summary: 'The clubs a user owns or curates',
        description: `\`upclubuser\`: whose clubs (the signed-in user's when left out). ${LIST_HELP}`,
        querystring: clubListQuerySchema.extend({
          upclubuser: rowIdParam().optional(),
        }),
        response: list,
      },
    },
    async (request) => {
      const { page, searchstring, category, upclubuser } = request.query;
      const me = currentUser(request).id;
      return numberedList(request, app.config.publicUrl, page, (limit, offset) =>
        app.clubs.page(me, { search: searchstring, curatedBy: upclubuser ?? me }, category, limit, offset),
      );
    },
  );

  app.get(
    '/getallfollowedclubs/',
    {
      schema: {
        tags,
        summary: 'The clubs the signed-in user follows, newest follow first',
        querystring: pageQuerySchema,
        response: list,
      },
    },
    async (request) =>
      numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.clubs.followed(currentUser(request).id, limit, offset),
      ),
  );

  app.get(
    '/getclub/:id',
    {
      schema: {
        tags,
        summary: 'One club, with its picture',
        params: idParams,
        response: { 200: clubSchema, ...errorResponses(404) },
      },
    },
    async (request) => found(await app.clubs.byId(request.params.id, currentUser(request).id)),
  );

  app.patch(
    '/updateclub/:id',
    {
      bodyLimit: UPDATE_CLUB_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Change a club’s settings (the owner only)',
        description:
          'Only the fields sent change; `club_picture` and `thumbnail_picture` are base64 images (or data URLs), ' +
          'at most 1,000,000 and 50,000 characters, decoded and stored re-encoded without their metadata (400 on ' +
          'the field when they do not decode); null removes them. Anyone but the owner gets 403.',
        params: idParams,
        body: updateClubSchema,
        response: { 200: clubSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const club = found(await app.clubs.access(request.params.id, user.id));
      if (!club.isOwner) throw forbidden();
      const body = await app.pictures.cleanFields(request.body, CLUB_PICTURES);
      await app.clubs.update(club.id, {
        ...(body.club_name !== undefined && { name: body.club_name }),
        ...(body.club_description !== undefined && { description: body.club_description }),
        ...('club_picture' in body && { picture: body.club_picture ?? null }),
        ...('thumbnail_picture' in body && { thumbnail: body.thumbnail_picture ?? null }),
      });
      return found(await app.clubs.byId(club.id, user.id));
    },
  );

  app.get(
    '/getclubsongposts/:club/:category',
    {
      schema: {
        tags,
        summary: 'A club’s posts by category, paged like the feed',
        description: FEED_CATEGORY_HELP,
        params: clubParams.extend({ category: z.enum(FEED_CATEGORIES) }),
        querystring: cursorQuerySchema,
        response: { 200: pagedSchema(songPostSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { club, category } = request.params;
      const page = await feedPage(app, request, { kind: 'club', clubId: club }, category, request.query.cursor);
      // A club with posts exists: only an empty page costs a look for the club (404 without it).
      if (!page.results.length && !(await app.clubs.exists(club))) throw notFound();
      return sendPage(reply, page);
    },
  );
};

export default clubs;

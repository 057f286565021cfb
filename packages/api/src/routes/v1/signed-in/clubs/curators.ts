import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURATOR_STATE, USER_PICKER_MAX } from '@upclub/shared/constants';
import {
  CLUB_MESSAGES,
  clubRefSchema,
  inviteClubCuratorsSchema,
  respondToCuratorSchema,
} from '@upclub/shared/validation';
import { badRequest, forbidden, found, invalidPk, notFound } from '../../../../errors';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import {
  clubCuratorSchema,
  clubParams,
  clubUserSearchResultSchema,
  curatorInviteAnswerSchema,
  curatorRequestAnswerSchema,
  curatorRequestResponseSchema,
  curatorsCountSchema,
  inviteClubCuratorsResponseSchema,
} from '../../../../schemas/clubs';
import { errorResponses, idParams, rowIdParam, searchQueryParam } from '../../../../schemas/common';
import { pagedSchema } from '../../../../schemas/posts';

const curatorParams = z.object({ curator: rowIdParam() });
const alreadyAnswered = () => badRequest({ non_field_errors: [CLUB_MESSAGES.alreadyAnswered] });

/**
 * Curators (spec part 2 §4, §6): the owner invites, removes curators and answers requests; only
 * the invited user answers an invite; the owner is never removed; a curator may leave.
 */
const curators: FastifyPluginAsyncZod = async (app) => {
  const tags = ['club curators'];

  /** The club, which `userId` must own (404 without it, 403 for anyone else). */
  async function ownedClub(clubId: number, userId: number) {
    const club = found(await app.clubs.access(clubId, userId));
    if (!club.isOwner) throw forbidden();
    return club;
  }

  app.get(
    '/getclubcurators/:id',
    {
      schema: {
        tags,
        summary: 'A club’s curators, the owner first',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(clubCuratorSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const club = found(await app.clubs.access(request.params.id, currentUser(request).id));
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.clubCurators.curators(club.id, limit, offset),
      );
    },
  );

  app.get(
    '/getclubcuratorsandrequests/:id',
    {
      schema: {
        tags,
        summary: 'The curators (the owner first) and the pending requests to curate (the owner only)',
        description:
          'Not paged. Requests have `is_curator` false; their `curator` is what respondtocuratorrequest takes.',
        params: idParams,
        response: { 200: z.array(clubCuratorSchema), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const club = await ownedClub(request.params.id, currentUser(request).id);
      return app.clubCurators.curatorsAndRequests(club.id);
    },
  );

  app.patch(
    '/removecuratorfromclub/:curator',
    {
      schema: {
        tags,
        summary: 'Remove a curator (the owner only; the owner is never removed)',
        params: curatorParams,
        response: { 200: curatorsCountSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const entry = await app.clubCurators.entryRow(request.params.curator);
      if (!entry?.isCurator) throw notFound();
      const club = await ownedClub(entry.clubId, currentUser(request).id);
      if (entry.userId === club.ownerId) throw forbidden(CLUB_MESSAGES.ownerCannotBeRemoved);
      if (!(await app.clubCurators.remove(entry.id))) throw notFound();
      return { club: club.id, curators: await app.clubCurators.count(club.id) };
    },
  );

  app.post(
    '/requesttocurate/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Ask to curate a club',
        description: 'The owner is notified (curatorrequest) and answers with respondtocuratorrequest.',
        body: clubRefSchema,
        response: { 201: curatorRequestResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const club = await app.clubs.access(request.body.club, user.id);
      if (!club) throw invalidPk('club', request.body.club);
      if (club.isOwner) throw forbidden(CLUB_MESSAGES.alreadyCurator);
      const id = await app.clubCurators.request(club.id, user.id);
      if (id === null) {
        const existing = await app.clubCurators.entryOf(club.id, user.id);
        throw badRequest({
          non_field_errors: [existing?.isCurator ? CLUB_MESSAGES.alreadyCurator : CLUB_MESSAGES.alreadyRequested],
        });
      }
      await app.notifications.notify([club.ownerId], user.id, 'curatorrequest', {
        club: club.id,
        club_name: club.name,
        curatorrequest: id,
        curatorinviterequeststate: CURATOR_STATE.pending,
      });
      const entry = found(await app.clubCurators.entry(id));
      return reply.code(201).send({ ...entry, club: club.id, club_name: club.name });
    },
  );

  app.patch(
    '/respondtocuratorrequest/:curator',
    {
      schema: {
        tags,
        summary: 'Answer a request to curate (the owner only)',
        description:
          '`invite_request_state` 2 makes the requester a curator (same `curator` id), 1 declines the request.',
        params: curatorParams,
        body: respondToCuratorSchema,
        response: { 200: curatorRequestAnswerSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const state = request.body.invite_request_state;
      const row = found(await app.clubCurators.entryRow(request.params.curator));
      const club = await ownedClub(row.clubId, currentUser(request).id);
      const entry = found(await app.clubCurators.entry(row.id));
      if (row.isCurator || !(await app.clubCurators.answerRequest(row.id, state))) throw alreadyAnswered();
      await app.notifications.setCuratorState('curatorrequest', row.id, club.ownerId, state);
      return {
        ...entry,
        is_curator: state === CURATOR_STATE.accepted,
        club: club.id,
        club_name: club.name,
        curatorrequest: row.id,
        curatorinviterequeststate: state,
        curators: await app.clubCurators.count(club.id),
      };
    },
  );

  app.patch(
    '/respondtocuratorinvite/:id',
    {
      schema: {
        tags,
        summary: 'Answer an invite to curate (the invited user only)',
        description: '`invite_request_state` 2 makes the signed-in user a curator, 1 declines the invite.',
        params: idParams,
        body: respondToCuratorSchema,
        response: { 200: curatorInviteAnswerSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const state = request.body.invite_request_state;
      const invite = found(await app.clubCurators.inviteRow(request.params.id));
      if (invite.userId !== user.id) throw forbidden();
      if (invite.state !== CURATOR_STATE.pending) throw alreadyAnswered();
      const club = found(await app.clubs.access(invite.clubId, user.id));
      const answer = await app.clubCurators.answerInvite(invite, state);
      if (!answer.answered) throw alreadyAnswered();
      await app.notifications.setCuratorState('curatorinvite', invite.id, user.id, state);
      // A request of theirs that the invite answered.
      if (answer.request !== null)
        await app.notifications.setCuratorState('curatorrequest', answer.request, club.ownerId, CURATOR_STATE.accepted);
      const inviter = await app.users.usernamesById([invite.inviterId]);
      return {
        curatorinvite: invite.id,
        curatorinviterequeststate: state,
        club: club.id,
        club_name: club.name,
        upclubuser: invite.inviterId,
        username: inviter.get(invite.inviterId) ?? '',
        is_curator: state === CURATOR_STATE.accepted || club.isCurator,
        curators: await app.clubCurators.count(club.id),
      };
    },
  );

  app.get(
    '/clubsearchusername/:club',
    {
      schema: {
        tags,
        summary: 'Users to invite to curate (the owner only)',
        description:
          '`searchstring`: the start of a username, first, last or full name, any case (everyone when left out); ' +
          'never the owner. Each user with their entry in the club and whether an invite waits for them. Without 3 ' +
          'letters or digits in a row (left out too), only the people the owner follows and the newest users are ' +
          'looked through. Bounded as the other searches are (429, 503: SEARCH_PER_USER, SEARCH_TIMEOUT_MS).',
        params: clubParams,
        querystring: pageQuerySchema.extend({ searchstring: searchQueryParam().optional() }),
        response: { 200: pagedSchema(clubUserSearchResultSchema), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const club = await ownedClub(request.params.club, user.id);
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.searchGuard.run(user.id, (q) =>
          app.clubCurators.searchUsers(club.id, user.id, request.query.searchstring ?? '', limit, offset, q),
        ),
      );
    },
  );

  app.post(
    '/inviteclubcurators/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Invite users to curate (the owner only)',
        description:
          'Users who curate or are invited already are left out. Curators and pending invites together stay under ' +
          `${USER_PICKER_MAX} (400 otherwise). Each invited user is notified (curatorinvite).`,
        body: inviteClubCuratorsSchema,
        response: { 201: inviteClubCuratorsResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const club = await app.clubs.access(body.club, user.id);
      if (!club) throw invalidPk('club', body.club);
      if (!club.isOwner) throw forbidden();
      const wanted = [...new Set(body.invitedusers)];
      const known = await app.users.usernamesById(wanted);
      const missing = wanted.find((id) => !known.has(id));
      if (missing !== undefined) throw invalidPk('invitedusers', missing);
      const taken = await app.clubCurators.taken(club.id);
      const fresh = wanted.filter((id) => !taken.has(id));
      if (taken.size + fresh.length >= USER_PICKER_MAX)
        throw badRequest({ invitedusers: [CLUB_MESSAGES.tooManyCurators] });
      const invites = await app.clubCurators.invite(club.id, user.id, fresh);
      await Promise.all(
        invites.map((invite) =>
          app.notifications.create({
            recipientId: invite.userId,
            actorId: user.id,
            kind: 'curatorinvite',
            payload: {
              club: club.id,
              club_name: club.name,
              curatorinvite: invite.id,
              curatorinviterequeststate: CURATOR_STATE.pending,
            },
          }),
        ),
      );
      return reply.code(201).send({ club: club.id, club_name: club.name, invitedusers: invites.map((i) => i.userId) });
    },
  );

  app.patch(
    '/leaveclub/:club',
    {
      schema: {
        tags,
        summary: 'Stop curating a club (curators; the owner cannot leave)',
        params: clubParams,
        response: { 200: curatorsCountSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const club = found(await app.clubs.access(request.params.club, user.id));
      if (club.isOwner) throw forbidden(CLUB_MESSAGES.ownerCannotLeave);
      const entry = await app.clubCurators.entryOf(club.id, user.id);
      if (!entry?.isCurator || !(await app.clubCurators.remove(entry.id))) throw forbidden();
      return { club: club.id, curators: await app.clubCurators.count(club.id) };
    },
  );
};

export default curators;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_CROP_SIZE_PX,
  PROFILE_PICTURE_MAX_CHARS,
  PROFILE_THUMBNAIL_MAX_CHARS,
  PROFILE_THUMBNAIL_SIZE_PX,
} from '@upclub/shared/constants';
import { MSG, SERVER_DETAIL, USERNAME_MAX_LENGTH, updateProfileSchema } from '@upclub/shared/validation';
import { badRequest, fieldError, found, notFound } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import type { PictureFields } from '../../../../plugins/app/pictures';
import { DuplicateUserError, type UserChanges } from '../../../../plugins/app/users';
import { profileSchema, userDetailsSchema } from '../../../../schemas/accounts';
import { emptyBodySchema, errorResponses, userIdParams } from '../../../../schemas/common';

/** The profile's pictures as stored: at most the crop's sizes (spec part 2 §9), re-encoded. */
const PROFILE_PICTURES: PictureFields<'profile_picture' | 'thumbnail_picture'> = {
  profile_picture: { maxSide: PROFILE_CROP_SIZE_PX, maxChars: PROFILE_PICTURE_MAX_CHARS },
  thumbnail_picture: { maxSide: PROFILE_THUMBNAIL_SIZE_PX, maxChars: PROFILE_THUMBNAIL_MAX_CHARS },
};

/** Profiles (spec part 1 §7, part 2 "User profile"). */
const profiles: FastifyPluginAsyncZod = async (app) => {
  const read = { 200: profileSchema, ...errorResponses(404) };
  const tags = ['profiles'];

  app.get(
    '/myprofile',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s profile',
        description: '404 until the profile is created with v1/createprofile/.',
        response: read,
      },
    },
    async (request) => {
      const user = currentUser(request);
      return found(await app.profiles.byUserId(user.id, user.id));
    },
  );

  app.post(
    '/createprofile/',
    {
      schema: {
        tags,
        summary: 'Create the signed-in user’s profile',
        description: '201 with the new profile; 200 with the existing one when it already exists.',
        body: emptyBodySchema,
        response: { 201: profileSchema, 200: profileSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const created = await app.profiles.create(user.id);
      return reply.code(created ? 201 : 200).send(found(await app.profiles.byUserId(user.id, user.id)));
    },
  );

  app.get(
    '/getprofile/:id',
    { schema: { tags, summary: 'A user’s profile', params: userIdParams, response: read } },
    async (request) => found(await app.profiles.byUserId(request.params.id, currentUser(request).id)),
  );

  app.get(
    '/getprofileviausername/:username',
    {
      schema: {
        tags,
        summary: 'A user’s profile by username',
        params: z.object({ username: z.string().min(1).max(USERNAME_MAX_LENGTH) }),
        response: read,
      },
    },
    async (request) => found(await app.profiles.byUsername(request.params.username, currentUser(request).id)),
  );

  app.get(
    '/getprofilelite/:id',
    {
      schema: {
        tags,
        summary: 'A user’s details',
        params: userIdParams,
        response: { 200: userDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => found(await app.profiles.lite(request.params.id)),
  );

  app.patch(
    '/updateprofile/',
    {
      schema: {
        tags,
        summary: 'Change fields of the signed-in user’s profile',
        description:
          'Only the fields sent change. Unknown fields (user_type, ...) are refused. A new `username` must be ' +
          'free whatever its case (400 on `username` otherwise); posts, comments and lists show it at once. A changed ' +
          '`email` needs the current `password` (400 on `password` without it or when wrong; wrong ones count ' +
          'against the sign-in throttle), and the old address is told of the change by mail. Pictures are ' +
          'decoded and stored re-encoded, without their metadata (400 on the field when they do not decode).',
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await app.profiles.exists(user.id))) throw notFound();
      // Before anything is written: a picture that does not decode changes nothing.
      const body = await app.pictures.cleanFields(request.body, PROFILE_PICTURES);
      const changes: UserChanges = {};
      if (body.username !== undefined && body.username !== user.username) changes.username = body.username;
      if (body.first_name !== undefined) changes.firstName = body.first_name;
      if (body.last_name !== undefined) changes.lastName = body.last_name;
      const emailChanged = body.email !== undefined && body.email.toLowerCase() !== user.email.toLowerCase();
      if (emailChanged) {
        // A taken address is said first, as sign-up says it (no more is revealed than there).
        const holder = await app.users.findByEmail(body.email!);
        if (holder && holder.id !== user.id) throw fieldError('email', SERVER_DETAIL.emailTaken);
        if (!body.password) throw fieldError('password', MSG.passwordForEmail);
        // Guessing the password through a borrowed session is throttled as sign-in is.
        const key = `${user.username}|${request.ip}`;
        await app.throttle.hit('login', key);
        if (!(await app.passwords.verify(body.password, user.passwordHash)))
          throw fieldError('password', MSG.wrongPassword);
        await app.throttle.forgive('login', key);
      }
      if (body.email !== undefined) changes.email = body.email;
      if ('phone_number' in body) changes.phoneNumber = body.phone_number || null;
      try {
        await app.users.update(user.id, changes);
      } catch (error) {
        if (error instanceof DuplicateUserError) throw badRequest(error.fields);
        throw error;
      }
      if (emailChanged) {
        // The old address hears of it: the owner may not be the one who changed it.
        await app.mailer.send({
          to: user.email,
          subject: 'Your UpClub email address was changed',
          text:
            `Hi ${user.firstName || user.username},\n\n` +
            `The email address of your UpClub account ${user.username} was changed to ${maskEmail(body.email!)}. ` +
            'Password reset codes and usernames now go there.\n\n' +
            'If you did not make this change, contact UpClub support at once: someone else may have your account.\n',
        });
      }
      await app.profiles.update(user.id, {
        ...(body.profile_description !== undefined && { profileDescription: body.profile_description }),
        // An empty handle removes it.
        ...('profile_twitter' in body && { profileTwitter: body.profile_twitter || null }),
        ...('profile_instagram' in body && { profileInstagram: body.profile_instagram || null }),
        ...('profile_picture' in body && { profilePicture: body.profile_picture ?? null }),
        ...('thumbnail_picture' in body && { thumbnailPicture: body.thumbnail_picture ?? null }),
      });
      return found(await app.profiles.byUserId(user.id, user.id));
    },
  );
};

/** An address shown to its former owner: enough to recognise, not enough to harvest. */
function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

export default profiles;

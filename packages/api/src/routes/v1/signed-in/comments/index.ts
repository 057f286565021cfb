import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { postCommentSchema, postReplySchema } from '@upclub/shared/validation';
import { fieldError, found, notFound } from '../../../../errors';
import { numberedList, numberedPage, pageQuerySchema, pageWindow } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, rowIdParam } from '../../../../schemas/common';
import { commentSchema, pagedSchema } from '../../../../schemas/posts';
import { resolveMentions } from '../../../../services/mentions';

export const COMMENT_RULES = {
  noComments: 'This post cannot be commented on.',
  twoLevels: 'Replies can only be made to first-level comments.',
} as const;

/** Comments and replies, two levels only (spec part 1 §3, §7). */
const comments: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];

  app.get(
    '/getfirstlevelcomments/:songPost',
    {
      schema: {
        tags,
        summary: 'A post’s comments, newest first, each with its first reply',
        params: z.object({ songPost: rowIdParam() }),
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(commentSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { limit, offset } = pageWindow(page);
      const { post, ...answer } = found(await app.comments.firstLevelPage(request.params.songPost, limit, offset));
      if (!(await app.posts.readableBy(post, currentUser(request).id))) throw notFound();
      return numberedPage(request, app.config.publicUrl, { page, ...answer });
    },
  );

  app.post(
    '/postfirstlevelcomment/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Comment on a post',
        description: 'Plain text with `@username` for each id in `mentions` (stored as `<@{userid}>`).',
        body: postCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { text, mentions, song_post } = request.body;
      const post = found(await app.posts.metaFor(song_post, user.id));
      if (post.postType === POST_TYPE_PLAIN) throw fieldError('song_post', COMMENT_RULES.noComments);
      const marked = await resolveMentions(app.users, text, mentions);
      const comment = await app.comments.create({
        postId: post.id,
        userId: user.id,
        parentId: null,
        text: marked.text,
        mentionIds: marked.mentionIds,
      });
      await app.notifications.notify([post.userId], user.id, 'comment', {
        song_post: post.id,
        comment: comment.comment,
      });
      await app.notifications.notify(marked.mentionIds, user.id, 'mention_comment', {
        song_post: post.id,
        comment: comment.comment,
      });
      return reply.code(201).send(comment);
    },
  );

  app.get(
    '/getsecondlevelcomments/:commentId',
    {
      schema: {
        tags,
        summary: 'The replies of a comment, oldest first',
        params: z.object({ commentId: rowIdParam() }),
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(commentSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const parent = found(await app.comments.readMeta(request.params.commentId));
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.comments.replyPage(parent, limit, offset),
      );
    },
  );

  app.post(
    '/postsecondlevelcomment/',
    {
      preHandler: app.writeLimit,
      schema: {
        tags,
        summary: 'Reply to a first-level comment',
        description: 'A reply to a reply is a 400: comments have two levels only.',
        body: postReplySchema,
        response: { 201: commentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { text, mentions, comment_parent } = request.body;
      const parent = found(await app.comments.meta(comment_parent));
      if (parent.parentId !== null) throw fieldError('comment_parent', COMMENT_RULES.twoLevels);
      if (parent.postType === POST_TYPE_PLAIN) throw fieldError('comment_parent', COMMENT_RULES.noComments);
      const marked = await resolveMentions(app.users, text, mentions);
      const comment = await app.comments.create({
        postId: parent.postId,
        userId: user.id,
        parentId: parent.id,
        text: marked.text,
        mentionIds: marked.mentionIds,
      });
      const about = { song_post: parent.postId, comment: comment.comment, comment_parent: parent.id };
      await app.notifications.notify([parent.userId], user.id, 'reply', about);
      await app.notifications.notify(marked.mentionIds, user.id, 'mention_comment', about);
      return reply.code(201).send(comment);
    },
  );
};

export default comments;

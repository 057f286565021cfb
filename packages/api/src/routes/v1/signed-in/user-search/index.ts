import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numberedList, pageQuerySchema } from '../../../../lib/paging';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses, searchQueryParam } from '../../../../schemas/common';
import { pagedSchema, userSearchResultSchema } from '../../../../schemas/posts';

/** User searches for mentions, the share modal and the search page. */
const userSearch: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string, withQuery: boolean) => ({
    tags: ['user search'],
    summary,
    description:
      'Users whose username, first, last or full name starts with the query (any case); never the signed-in ' +
      'user; people they follow first, then by username.',
    ...(withQuery && { params: z.object({ query: searchQueryParam() }) }),
    querystring: pageQuerySchema,
    response: { 200: pagedSchema(userSearchResultSchema), ...errorResponses(404) },
  });

  for (const path of ['/searchusernameweb/:query', '/searchusername/:query'] as const) {
    app.get(
      path,
      {
        schema: {
          ...schema(path.includes('web') ? 'Mention search' : 'User search', true),
          params: z.object({ query: searchQueryParam() }),
        },
      },
      async (request) => {
        const me = currentUser(request).id;
        return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
          app.searchGuard.run(me, (q) => app.userSearch.byName(me, request.params.query, limit, offset, q)),
        );
      },
    );
  }

  app.get(
    '/searchusernamedefault/',
    { schema: { ...schema('The mention list for an empty query: people the user follows first', false) } },
    async (request) => {
      return numberedList(request, app.config.publicUrl, request.query.page, (limit, offset) =>
        app.userSearch.everyone(currentUser(request).id, limit, offset),
      );
    },
  );
};

export default userSearch;

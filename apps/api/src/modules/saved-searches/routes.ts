// The saved searches' calls, for a signed-in buyer: each reads and changes the caller's own searches only.
import {
  CreateSavedSearchBodySchema,
  MAX_SAVED_SEARCHES,
  RemoveSavedSearchResponseSchema,
  SavedSearchesResponseSchema,
  SavedSearchIdBodySchema,
  savedSearchPaths,
  SavedSearchResponseSchema,
} from '@luxe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../deps';
import { buyerId, requirePrincipal } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { markSearchSeen, readSavedSearches, removeSavedSearch, saveSearch } from './service';

export async function savedSearchRoutes(scope: AppInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requirePrincipal(app, 'buyer'));
  const security = [{ accessToken: [] }];
  const tags = ['saved searches'];

  app.post(
    savedSearchPaths.create,
    {
      schema: {
        tags,
        summary: `Save the car list's filters under a name (at most ${MAX_SAVED_SEARCHES}); cars that come into its results are told`,
        security,
        body: CreateSavedSearchBodySchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ok('Search saved', { search: await saveSearch(app.deps, buyerId(request), request.body) }),
  );

  app.get(
    savedSearchPaths.read,
    {
      schema: {
        tags,
        summary: "The buyer's saved searches, newest first, each with the cars new since it was last opened",
        security,
        response: { 200: SavedSearchesResponseSchema },
      },
    },
    async (request) =>
      ok('Saved searches fetched successfully', {
        searches: await readSavedSearches(app.deps, buyerId(request)),
        max_searches: MAX_SAVED_SEARCHES,
      }),
  );

  app.patch(
    savedSearchPaths.remove,
    {
      schema: {
        tags,
        summary: 'Remove one of your saved searches',
        security,
        body: SavedSearchIdBodySchema,
        response: { 200: RemoveSavedSearchResponseSchema },
      },
    },
    async (request) => {
      const searchId = request.body.search_id;
      await removeSavedSearch(app.deps, buyerId(request), searchId);
      return ok('Saved search removed', { search_id: searchId, removed: true as const });
    },
  );

  app.patch(
    savedSearchPaths.seen,
    {
      schema: {
        tags,
        summary: 'Mark a saved search opened: its new cars count again from now',
        security,
        body: SavedSearchIdBodySchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ok('Saved search opened', { search: await markSearchSeen(app.deps, buyerId(request), request.body.search_id) }),
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { professionalTypes, serviceOfferingTypes } from '@trademate/shared/constants/user-roles';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idParamSchema,
} from '@trademate/shared/schemas/common';
import {
  apprenticePageSchema,
  apprenticeProfileSchema,
  directoryQuerySchema,
  professionalPageSchema,
  type DirectoryQuery,
  professionalProfileSchema,
} from '@trademate/shared/schemas/directory';
import { reviewPageSchema, reviewsQuerySchema } from '@trademate/shared/schemas/reviews';
import { jsonBody, ok, sendJsonBody } from '../../lib/respond';
import {
  pathIdOf,
  requireVerified,
  requireVerifiedRole,
  requireVerifiedRoleOr,
} from '../auth/auth.guards';
import type { DirectoryViewer } from './directory.service';

/** No such person in the directory. */
const notFound = { 404: errorEnvelopeSchema };

/** Who may browse each directory (spec section 2): professionals are not shown to clients. */
const canSeeProfessionals = requireVerifiedRole(...serviceOfferingTypes);
const canSeeApprentices = requireVerifiedRole(...professionalTypes);

/** The professionals and apprentices directories, registered under `/api`. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { directory, jobs } = app;
  /**
   * A professional's profile and reviews: everyone who may browse the directory, and a client who
   * dealt with this professional (they contacted the client about a job, or were hired) or whom
   * one of the client's open jobs suggests (offers its service in its state): decision 021. Any
   * other client is refused whether or not the professional exists.
   */
  const canSeeProfessional = requireVerifiedRoleOr(
    [...serviceOfferingTypes],
    async (user, request) => {
      const id = pathIdOf(request);
      if (user.userType !== 'client' || id === undefined) return false;
      return (await jobs.hasDealtWith(user.id, id)) || (await jobs.matchesOpenJobOf(user.id, id));
    },
  );
  const professionalPage = envelopeSchema(professionalPageSchema);
  const apprenticePage = envelopeSchema(apprenticePageSchema);
  const toProfessionalBody = jsonBody(professionalPage, '/api/professional', app.serializerChecks);
  const toApprenticeBody = jsonBody(apprenticePage, '/api/apprentice', app.serializerChecks);
  // A directory page is the same for everyone allowed to see it from the same suburb (distances
  // start there): kept until people, services or licences change (ratings and hiring status live
  // on users).
  const pages = app.readCache.region<string>(['users', 'user_services', 'services', 'licences']);
  const pageKey = (directoryName: string, viewer: DirectoryViewer, query: DirectoryQuery) =>
    JSON.stringify([
      directoryName,
      viewer.location?.latitude,
      viewer.location?.longitude,
      query.serviceId,
      query.state,
      query.city,
      query.withinKm,
      query.sort,
      query.cursor,
      query.limit,
    ]);

  app.get(
    '/professional',
    {
      onRequest: canSeeProfessionals,
      schema: {
        tags: ['directory'],
        summary:
          'Verified tradies and free tradies, newest members first (or nearest first within withinKm), filterable',
        querystring: directoryQuerySchema,
        response: { 200: professionalPage },
      },
    },
    async (request, reply) => {
      const viewer = await canSeeProfessionals(request);
      const body = await pages.get(pageKey('professional', viewer, request.query), async () =>
        toProfessionalBody(ok(await directory.listProfessionals(viewer, request.query))),
      );
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/professional/:id',
    {
      onRequest: canSeeProfessional,
      schema: {
        tags: ['directory'],
        summary:
          "A professional's profile: services, place, hiring status, rating, bio, jobs completed",
        params: idParamSchema,
        response: { 200: envelopeSchema(professionalProfileSchema), ...notFound },
      },
    },
    async (request) =>
      ok(await directory.getProfessional(request.params.id, await requireVerified(request))),
  );

  app.get(
    '/professional/:id/reviews',
    {
      onRequest: canSeeProfessional,
      schema: {
        tags: ['directory', 'reviews'],
        summary: "A professional's reviews with their replies, newest first",
        params: idParamSchema,
        querystring: reviewsQuerySchema,
        response: { 200: envelopeSchema(reviewPageSchema), ...notFound },
      },
    },
    async (request) =>
      ok(await directory.listProfessionalReviews(request.params.id, request.query)),
  );

  app.get(
    '/apprentice',
    {
      onRequest: canSeeApprentices,
      schema: {
        tags: ['directory'],
        summary:
          'Verified apprentices, newest members first (or nearest first within withinKm), filterable',
        querystring: directoryQuerySchema,
        response: { 200: apprenticePage },
      },
    },
    async (request, reply) => {
      const viewer = await canSeeApprentices(request);
      const body = await pages.get(pageKey('apprentice', viewer, request.query), async () =>
        toApprenticeBody(ok(await directory.listApprentices(viewer, request.query))),
      );
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/apprentice/:id',
    {
      onRequest: canSeeApprentices,
      schema: {
        tags: ['directory'],
        summary: "An apprentice's profile",
        params: idParamSchema,
        response: { 200: envelopeSchema(apprenticeProfileSchema), ...notFound },
      },
    },
    async (request) => ok(await directory.getApprentice(request.params.id)),
  );
};

import fp from 'fastify-plugin';
import {
  createCatalogueEditorService,
  type CatalogueEditorService,
} from './catalogue-editor.service';
import {
  createQuestionSets,
  type QuestionSetCatalogue,
  type QuestionSets,
} from './question-sets.service';
import {
  createServiceNames,
  type NamedService,
  type ProfessionalCounts,
  createServicesService,
  type ServiceNames,
  type ServicesService,
} from './services.service';

declare module 'fastify' {
  interface FastifyInstance {
    serviceCatalogue: ServicesService;
    /** The services' names, kept in memory until the catalogue changes (decision 049). */
    serviceNames: ServiceNames;
    /** The services' job questions in versions, kept in memory until the catalogue changes (071). */
    questionSets: QuestionSets;
    /** The console's changes to the catalogue (decision 037). */
    catalogueEditor: CatalogueEditorService;
  }
}

export const serviceCataloguePlugin = fp(
  async (app) => {
    app.decorate(
      'serviceCatalogue',
      createServicesService({
        db: app.db,
        professionalCounts: app.readCache.region<ProfessionalCounts>([
          'services',
          'users',
          'user_services',
        ]),
      }),
    );
    app.decorate(
      'serviceNames',
      createServiceNames(
        app.db,
        app.config.sessionCacheSize > 0
          ? app.referenceCache.region<ReadonlyMap<string, NamedService>>(['services'])
          : undefined,
      ),
    );
    app.decorate(
      'questionSets',
      createQuestionSets(
        app.db,
        app.config.sessionCacheSize > 0
          ? app.referenceCache.region<QuestionSetCatalogue>(['services'])
          : undefined,
      ),
    );
  },
  { name: 'serviceCatalogue' },
);

/** Registered after the modules whose records follow a merge: people, jobs and alerts. */
export const catalogueEditorPlugin = fp(
  async (app) => {
    app.decorate(
      'catalogueEditor',
      createCatalogueEditorService({
        db: app.db,
        audit: app.audit,
        users: app.users,
        jobs: app.jobs,
        alerts: app.alerts,
      }),
    );
  },
  { name: 'catalogueEditor', dependencies: ['audit', 'users', 'jobs', 'alerts'] },
);

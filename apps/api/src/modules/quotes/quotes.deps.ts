import type { AuthUser } from '../auth/auth.service';
import type { Db } from '../../db/client';
import type { ChatsService } from '../chats/chats.service';
import type { CredentialsService } from '../credentials/credentials.service';
import type { JobsService } from '../jobs/jobs.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadedFilesService } from '../uploads/uploaded-files.service';
import type { QuotesReadRepository } from './quotes.read.repository';
import type { QuotesRepository } from './quotes.repository';
import type { QuoteVariationsRepository } from './quotes.variations.repository';

/** Who acts on a quote: enough to name them in its cards and notifications. */
export type QuotePerson = Pick<AuthUser, 'id' | 'userType' | 'firstName' | 'lastName'>;

/** What the quotes module's use cases are built from: each takes the few it uses. */
export interface QuotesDeps {
  db: Db;
  repository: QuotesRepository;
  reads: QuotesReadRepository;
  /** The variations of accepted quotes. */
  variationRows: QuoteVariationsRepository;
  /** Hires in the transaction that accepts a quote. */
  jobs: Pick<JobsService, 'hireInTransaction'>;
  /** Posts the quote's cards and questions; says whether a conversation shows contact details. */
  chats: Pick<ChatsService, 'postAboutQuote' | 'contactsShownIn'>;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  /** The professional's ABN and GST registration, kept with each version. */
  credentials: Pick<CredentialsService, 'taxStandingOn'>;
  /** The chat files a quote attaches. */
  uploadedFiles: Pick<UploadedFilesService, 'findChatAttachments'>;
}

import type { AuthUser } from '../auth/auth.service';
import type { Db } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadedFilesService } from '../uploads/uploaded-files.service';
import type { LogbookReadRepository } from './logbook.read.repository';
import type { LogbookRepository } from './logbook.repository';

/** Who acts in the logbook: enough to check their side and name them in notifications. */
export type LogbookPerson = Pick<AuthUser, 'id' | 'userType' | 'firstName' | 'lastName'>;

/** What the logbook's use cases are built from: each takes the few it uses. */
export interface LogbookDeps {
  db: Db;
  repository: LogbookRepository;
  reads: LogbookReadRepository;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  /** The photos an apprentice uploaded for their entries. */
  uploadedFiles: Pick<UploadedFilesService, 'areAllOwnedBy'>;
}

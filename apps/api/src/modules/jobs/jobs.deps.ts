import type { Db } from '../../db/client';
import type { AppMetrics } from '../../lib/app-metrics';
import type { RealtimePublisher } from '../../lib/realtime-publisher';
import type { AlertsService } from '../alerts/alerts.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PlacesService } from '../places/places.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { SafetyService } from '../safety/safety.service';
import type { QuestionSets } from '../services/question-sets.service';
import type { UploadedFilesService } from '../uploads/uploaded-files.service';
import type { OwnJob } from './jobs.own-job';

/** What the jobs module's use cases are built from: each takes the few it uses. */
export interface JobsDeps {
  db: Db;
  notifications: NotificationsService;
  /** Told of each posted job, to alert the matching professionals after the commit. */
  alerts: Pick<AlertsService, 'queueJobFanOut'>;
  uploadedFiles: UploadedFilesService;
  reviews: ReviewsService;
  places: Pick<PlacesService, 'resolveAddress'>;
  /** Asked before an invitation: a block keeps the two apart (decision 027). */
  safety: Pick<SafetyService, 'assertNotBlocked'>;
  realtime?: RealtimePublisher;
  /**
   * The services' job questions (decision 071): the set a new job's answers are checked against,
   * and the sets jobs were asked, to read their answers.
   */
  questionSets: Pick<QuestionSets, 'askedFor' | 'byIds'>;
  /** Counts jobs posted and hires (decision 065). */
  metrics: Pick<AppMetrics, 'jobPosted' | 'hire'>;
  /** The client's own job, found and changed as every use case on it does. */
  ownJob: OwnJob;
}

import type { FastifyBaseLogger } from 'fastify';
import type { PlatformFeeTerms } from '@trademate/shared/constants/job-payments';
import type { UserType } from '@trademate/shared/constants/users';
import type { Db } from '../../db/client';
import type { AppMetrics } from '../../lib/app-metrics';
import type { AuditService } from '../audit/audit.service';
import type { ChatsService } from '../chats/chats.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { QuotesService } from '../quotes/quotes.service';
import type { JobPaymentsReadRepository } from './job-payments.read.repository';
import type { JobPaymentsRepository } from './job-payments.repository';
import type { MarketplaceProvider } from './marketplace-provider';

/** What the job payments' use cases are built from: each takes the few it uses. */
export interface JobPaymentsDeps {
  db: Db;
  repository: JobPaymentsRepository;
  reads: JobPaymentsReadRepository;
  provider: MarketplaceProvider;
  ledger: Pick<LedgerService, 'record' | 'balancesOf' | 'history'>;
  /** What was agreed on an accepted quote: the parties and the total with its variations. */
  quotes: Pick<QuotesService, 'agreementOf'>;
  chats: Pick<ChatsService, 'postAboutQuote'>;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
  terms: { fee: PlatformFeeTerms; autoReleaseDays: number };
  /** Where the provider's checkout sends the client back. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Counts the payments held (decision 065). */
  metrics: Pick<AppMetrics, 'payment'>;
}

/** Who acts on a payment: enough to check they are its party and to sign its chat card. */
export interface PaymentPerson {
  id: string;
  userType: UserType;
  firstName: string;
}

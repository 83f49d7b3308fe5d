ALTER TABLE "notifications" ADD COLUMN "subject_job_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_ticket_id" uuid;--> statement-breakpoint
-- hand-written: the notifications stored before now name their subject only in their link, so it
-- is read back from the link's path once, here (decision 060). A link to a profile or to the
-- notifications page names no job, conversation or ticket, and its row keeps none.
UPDATE notifications
  SET subject_conversation_id = substring(link from '^/chats/([0-9A-Fa-f-]{36})$')::uuid
  WHERE link ~ '^/chats/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';
--> statement-breakpoint
UPDATE notifications
  SET subject_job_id = substring(link from '^/(?:myJobs|userJobHistory|jobRequest)/([0-9A-Fa-f-]{36})$')::uuid
  WHERE link ~ '^/(myJobs|userJobHistory|jobRequest)/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';
--> statement-breakpoint
UPDATE notifications
  SET subject_ticket_id = substring(link from '^/tickets/([0-9A-Fa-f-]{36})$')::uuid
  WHERE link ~ '^/tickets/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';

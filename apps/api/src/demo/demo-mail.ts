import type { FastifyInstance } from 'fastify';

/**
 * Waits until the mail the demo data caused has gone (or, without SMTP_URL, been printed): the
 * alerts it queued are swept into mail first, then every due mail is delivered. The server
 * prints the demo sign-ins after this, so they are the last lines on the screen (decision 058).
 */
export async function settleDemoMail(app: FastifyInstance): Promise<void> {
  await app.alerts.sweep(new Date());
  await app.mail.deliverDue();
}

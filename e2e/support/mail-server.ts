// A real SMTP server for the end-to-end run: the app sends its mail here (SMTP_URL), and tests read
// what arrived over HTTP (GET /mails). Started by playwright.config.ts beside the app.
import { createServer } from 'node:http';
import { startSmtpInbox } from '../../apps/api/test/smtp-inbox';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);

const inbox = await startSmtpInbox(smtpPort);
const http = createServer((request, response) => {
  if (request.url === '/health') {
    response.end('ok');
    return;
  }
  if (request.url === '/mails') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(inbox.received));
    return;
  }
  response.statusCode = 404;
  response.end();
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void inbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

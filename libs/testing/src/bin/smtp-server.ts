// Runs the SMTP stand-in as its own process (the distributed test):
//   SMTP_PORT=1025 node libs/testing/dist/src/bin/smtp-server.js
// SMTP_DIR=<dir> also keeps every message as an .eml file there (the compose stack's Mailpit stand-in).
// Prints the SMTP URL as the first stdout line, then one line per received message with its subject
// only (never the body, which can hold reset tokens, nor addresses). Stops on SIGTERM/SIGINT.
import { startSmtpServer } from '../smtp.js';

const server = await startSmtpServer({
  port: Number(process.env.SMTP_PORT ?? 1025),
  host: process.env.SMTP_HOST || undefined,
  keepDir: process.env.SMTP_DIR || undefined,
  onMail: (mail) => process.stdout.write(`${JSON.stringify({ received: mail.subject })}\n`),
});
process.stdout.write(`${server.url}\n`);

const stop = () => {
  server.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error('smtp stand-in failed to stop', e);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

// Runs the local S3 stand-in as its own process (CI, the distributed test):
//   S3_PORT=4569 S3_DIR=./data/s3 S3_BUCKET=bankxl node libs/testing/dist/src/bin/s3-server.js
// Prints the endpoint URL as the first stdout line once it accepts requests; stops on SIGTERM/SIGINT.
import { startS3Server } from '../s3.js';

const server = await startS3Server({
  port: Number(process.env.S3_PORT ?? 0),
  directory: process.env.S3_DIR || undefined,
  bucket: process.env.S3_BUCKET || undefined,
});
process.stdout.write(`${server.url}\n`);

const stop = () => {
  server.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error('s3 stand-in failed to stop', e);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

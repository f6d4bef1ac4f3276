import v8 from 'node:v8';
import { ConfigError } from './config';
import { startServer } from './start-server';

// The document and job-page readers are worker threads, started on first use, and V8 gives
// a heap its memory reducer when the heap is made. Left on, an idle reader's heap runs
// memory-reducing collections 8 s and more after each parse, and on a small machine those
// take the cores from the event loop: reads stalled 16-36 ms about 10 s after every upload
// (`npm run bench -- load`). Without it a worker keeps its heap until it next works, or
// until its pool stops it after 60 s without work.
v8.setFlagsFromString('--no-memory-reducer');

/** Process entry: start, log where, and drain gracefully on SIGTERM / SIGINT. */
async function main() {
  let running;
  try {
    running = await startServer();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { logger } = running;
  logger.info({ url: running.url, database: running.config.databaseUrl.split(':')[0] }, `Smart Cover Letter listening on ${running.url}`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

import { ConfigError } from './config';
import { startServer } from './start-server';

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

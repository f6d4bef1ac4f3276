import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON logger for the process; secrets and cookies are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.apiKey', '*.password'],
      censor: '[redacted]',
    },
  });
}

import { describe, expect, it } from 'vitest';
import { ConnectionAcquireTimeoutError, ConnectionRefusedError, DatabaseError, HostNotReachableError, TimeoutError, UniqueConstraintError } from 'sequelize';
import { isDatabaseBusy, isDatabaseUnavailable } from '../../src/http/error-handler';

const driverError = (code: string, extra: object = {}) => Object.assign(new Error(code), { code, sql: 'SELECT 1', ...extra });

describe('database errors a client may retry', () => {
  it('when the database cannot be reached or the connection dropped mid-query, then it is a 503 case', () => {
    expect(isDatabaseUnavailable(new ConnectionRefusedError(driverError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new HostNotReachableError(driverError('EHOSTUNREACH')))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionAcquireTimeoutError(driverError('timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError(driverError('PROTOCOL_CONNECTION_LOST') as never))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError(driverError('ER_SOMETHING', { fatal: true }) as never))).toBe(true);
  });

  it('when the query itself is wrong, then it is not (a bug stays a 500, a conflict stays what it is)', () => {
    expect(isDatabaseUnavailable(new DatabaseError(driverError('ER_PARSE_ERROR') as never))).toBe(false);
    expect(isDatabaseUnavailable(new UniqueConstraintError({}))).toBe(false);
    expect(isDatabaseUnavailable(new Error('ECONNREFUSED'))).toBe(false);
  });

  it('when a transaction lost a lock race, then it is busy (retryable), not unavailable', () => {
    expect(isDatabaseBusy(new DatabaseError(driverError('ER_LOCK_DEADLOCK') as never))).toBe(true);
    expect(isDatabaseBusy(new DatabaseError(driverError('ER_LOCK_WAIT_TIMEOUT') as never))).toBe(true);
    expect(isDatabaseBusy(new TimeoutError(driverError('SQLITE_BUSY') as never))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError(driverError('ER_LOCK_DEADLOCK') as never))).toBe(false);
    expect(isDatabaseBusy(new DatabaseError(driverError('ER_PARSE_ERROR') as never))).toBe(false);
    expect(isDatabaseBusy(new ConnectionRefusedError(driverError('ECONNREFUSED')))).toBe(false);
  });
});

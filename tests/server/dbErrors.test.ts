/** Database failures a client can act on become API errors; the rest stay internal. */
import { apiErrorFromDatabase } from '../../src/server/http/dbErrors';

const pgError = (code: string, detail?: string) => Object.assign(new Error('db said no'), { code, detail });
const codeOf = (e: unknown) => {
  const api = apiErrorFromDatabase(e);
  return api && [api.code, api.httpStatus];
};

describe('apiErrorFromDatabase', () => {
  it('maps constraint violations', () => {
    expect(codeOf(pgError('23505', 'Key (code)=(A-1) already exists.'))).toEqual(['duplicate', 409]);
    expect(apiErrorFromDatabase(pgError('23505', 'Key (code)=(A-1) already exists.'))?.params).toEqual({ column: 'code' });
    expect(codeOf(pgError('23001', 'Key (id)=(1) is referenced from table "tomb_room".'))).toEqual(['referenced', 409]);
    expect(codeOf(pgError('23503', 'Key (id)=(1) is still referenced from table "tomb_room".'))).toEqual(['referenced', 409]);
    expect(codeOf(pgError('23503', 'Key (area_id)=(9) is not present in table "tomb_area".'))).toEqual(['validation', 422]);
  });

  it('maps concurrency failures to a conflict', () => {
    expect(codeOf(pgError('40001'))).toEqual(['conflict', 409]);
    expect(codeOf(pgError('40P01'))).toEqual(['conflict', 409]);
  });

  it('maps an unreachable or restarting database to 503', () => {
    for (const e of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      pgError('57P01'),
      pgError('08006'),
      pgError('53300'),
    ])
      expect(codeOf(e)).toEqual(['database_unavailable', 503]);
  });

  it('leaves everything else to the internal error', () => {
    expect(apiErrorFromDatabase(pgError('42601'))).toBeUndefined();
    expect(apiErrorFromDatabase(new Error('boom'))).toBeUndefined();
    expect(apiErrorFromDatabase(Object.assign(new Error('x'), { code: 'ERR_SOMETHING_LONG' }))).toBeUndefined();
    expect(apiErrorFromDatabase(null)).toBeUndefined();
  });
});

import { errorDetail, errorStatus } from './client';

describe('errorDetail', () => {
  it("uses the server's detail when there is one", () => {
    expect(errorDetail({ status: 409, data: { detail: 'Username already exists' } }, 'fallback')).toBe('Username already exists');
  });

  it('falls back when the body has no usable detail', () => {
    expect(errorDetail({ status: 500, data: 'Bad gateway' }, 'fallback')).toBe('fallback');
    expect(errorDetail({ status: 400, data: { detail: '' } }, 'fallback')).toBe('fallback');
    expect(errorDetail(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorDetail(null, 'fallback')).toBe('fallback');
  });
});

describe('errorStatus', () => {
  it('reads the HTTP status of a failed response and nothing else', () => {
    expect(errorStatus({ status: 401 })).toBe(401);
    expect(errorStatus(new Error('offline'))).toBeUndefined();
  });
});

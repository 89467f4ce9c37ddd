import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('maps API field names onto form fields, type flags onto the book type', () => {
    const error = {
      status: 400,
      data: { detail: 'Invalid', errors: { name: 'Too long', is_bachlore_book: 'Pick one', latitude: 'Out of range' } },
    };
    expect(serverFieldErrors(error)).toEqual({ fields: { name: 'Too long', bookType: 'Pick one' }, other: ['Out of range'] });
  });

  it('has nothing to map without an errors object', () => {
    expect(serverFieldErrors({ status: 500, data: 'oops' })).toEqual({ fields: {}, other: [] });
    expect(serverFieldErrors(new Error('offline'))).toEqual({ fields: {}, other: [] });
  });
});

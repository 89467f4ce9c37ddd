import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('maps API field names onto form fields, type flags onto the book type', () => {
    const error = {
      status: 400,
      data: { detail: 'Invalid', errors: { name: 'Too long', is_bachlore_book: 'Pick one', latitude: 'Out of range' } },
    };
    expect(serverFieldErrors(error)).toEqual({ fields: { name: 'Too long', bookType: 'Pick one' }, other: ['Out of range'] });
  });

  it('shows the cover and the photo list on the photos', () => {
    expect(serverFieldErrors({ status: 409, data: { detail: 'x', errors: { images: 'A photo is already used' } } })).toEqual({
      fields: { photos: 'A photo is already used' },
      other: [],
    });
  });

  it('has nothing to map without an errors object', () => {
    expect(serverFieldErrors({ status: 500, data: 'oops' })).toEqual({ fields: {}, other: [] });
    expect(serverFieldErrors(new Error('offline'))).toEqual({ fields: {}, other: [] });
  });
});

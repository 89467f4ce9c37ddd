import { rowActions } from './book-actions';

describe('rowActions', () => {
  it('offers every action on a reviewed book that is still for sale', () => {
    expect(rowActions({ is_reviewed: true, is_sold: false })).toEqual({ markAsSold: true, edit: true, delete: true });
  });

  it('cannot mark a book sold before a moderator has reviewed it', () => {
    expect(rowActions({ is_reviewed: false, is_sold: false })).toEqual({ markAsSold: false, edit: true, delete: true });
  });

  it('neither sells nor edits a book that is already sold, but can still delete it', () => {
    expect(rowActions({ is_reviewed: true, is_sold: true })).toEqual({ markAsSold: false, edit: false, delete: true });
  });
});

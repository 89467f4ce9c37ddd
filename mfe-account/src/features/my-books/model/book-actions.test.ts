import { canRenew, endsSoon, rowActions } from './book-actions';

const now = new Date('2026-12-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
const listed = {
  is_reviewed: true,
  is_accepted: true,
  is_rejected: false,
  is_disabled: false,
  is_sold: false,
  is_expired: false,
  expires_at: inDays(40),
};

describe('rowActions', () => {
  it('offers every action but Renew on a reviewed book that is still for sale and far from its end', () => {
    expect(rowActions(listed, now)).toEqual({ renew: false, markAsSold: true, edit: true, delete: true });
  });

  it('cannot mark a book sold before a moderator has reviewed it', () => {
    expect(rowActions({ ...listed, is_reviewed: false, is_accepted: false, expires_at: null }, now)).toEqual({
      renew: false,
      markAsSold: false,
      edit: true,
      delete: true,
    });
  });

  it('neither sells nor edits a book that is already sold, but can still delete it', () => {
    expect(rowActions({ ...listed, is_sold: true }, now)).toEqual({ renew: false, markAsSold: false, edit: false, delete: true });
  });

  it('offers Renew for a listing that ended or ends within a week', () => {
    expect(rowActions({ ...listed, is_expired: true, expires_at: inDays(-2) }, now).renew).toBe(true);
    expect(rowActions({ ...listed, expires_at: inDays(6) }, now).renew).toBe(true);
    expect(rowActions({ ...listed, expires_at: inDays(8) }, now).renew).toBe(false);
  });
});

describe('canRenew', () => {
  it('refuses what the API refuses: sold, disabled or not accepted', () => {
    const ended = { ...listed, is_expired: true };
    expect(canRenew(ended, now)).toBe(true);
    expect(canRenew({ ...ended, is_sold: true }, now)).toBe(false);
    expect(canRenew({ ...ended, is_disabled: true }, now)).toBe(false);
    expect(canRenew({ ...ended, is_accepted: false, is_rejected: true }, now)).toBe(false);
  });

  it('has no end to speak of before the first acceptance', () => {
    expect(endsSoon({ is_expired: false, expires_at: null }, now)).toBe(false);
  });
});

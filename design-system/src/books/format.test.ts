import { formatDistance, formatPrice, listingStatus, ordinal } from './format';

describe('formatPrice', () => {
  it.each([
    [0, 'Donate'],
    [-5, 'Donate'],
    [250, 'Rs. 250.00'],
    [99.5, 'Rs. 99.50'],
    [0.01, 'Rs. 0.01'],
  ])('%p → %p', (price, text) => expect(formatPrice(price)).toBe(text));
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%p → %p', (n, text) => expect(ordinal(n)).toBe(text));
});

describe('formatDistance', () => {
  it.each([
    ['0.00 m', '10 m'],
    ['4 m', '10 m'],
    ['447.9 m', '450 m'],
    ['994 m', '990 m'],
    ['995 m', '1.0 km'],
    ['1523.4 m', '1.5 km'],
    ['3790 m', '3.8 km'],
    ['9949 m', '9.9 km'],
    ['9950 m', '10 km'],
    ['12345.6 m', '12 km'],
    ['125600 m', '126 km'],
  ])('reads %p as %p', (distance, text) => expect(formatDistance(distance)).toBe(text));

  it('has nothing to show when the API has no distance', () => {
    expect(formatDistance('None')).toBeNull();
    expect(formatDistance('')).toBeNull();
    expect(formatDistance(null)).toBeNull();
  });
});

describe('listingStatus', () => {
  const flags = { is_reviewed: false, is_accepted: false, is_rejected: false, is_disabled: false };

  it('is Unreviewed until a moderator has looked', () => {
    expect(listingStatus(flags)).toBe('Unreviewed');
    expect(listingStatus({ ...flags, is_accepted: true })).toBe('Unreviewed');
  });

  it('is Accepted or Rejected once reviewed', () => {
    expect(listingStatus({ ...flags, is_reviewed: true, is_accepted: true })).toBe('Accepted');
    expect(listingStatus({ ...flags, is_reviewed: true, is_rejected: true })).toBe('Rejected');
  });

  it('puts Disabled above everything else', () => {
    expect(listingStatus({ is_reviewed: true, is_accepted: true, is_rejected: false, is_disabled: true })).toBe('Disabled');
    expect(listingStatus({ is_reviewed: true, is_accepted: true, is_rejected: false, is_disabled: true, is_expired: true })).toBe(
      'Disabled',
    );
  });

  it('is Expired once an accepted listing has ended', () => {
    expect(listingStatus({ ...flags, is_reviewed: true, is_accepted: true, is_expired: true })).toBe('Expired');
    expect(listingStatus({ ...flags, is_reviewed: true, is_accepted: true, is_expired: false })).toBe('Accepted');
  });
});

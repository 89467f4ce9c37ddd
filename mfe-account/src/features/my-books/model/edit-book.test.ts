import { changedFields, sendsBackToReview, toUpdate } from './edit-book';

const original = { name: 'Physics Part 1', category: 'TEXTBOOK', price: 250, condition: 'GOOD' } as const;

describe('toUpdate', () => {
  it('turns an empty price into 0 (a donation) and trims the name', () => {
    expect(toUpdate({ ...original, name: '  Physics  ', price: '' })).toEqual({ ...original, name: 'Physics', price: 0 });
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, so no call is made', () => {
    expect(changedFields(original, { ...original })).toEqual({});
  });

  it('ignores whitespace around the name', () => {
    expect(changedFields(original, { ...original, name: ' Physics Part 1 ' })).toEqual({});
  });

  it('lists what changed', () => {
    expect(changedFields(original, { ...original, price: '', condition: 'POOR' })).toEqual({ price: 0, condition: 'POOR' });
  });
});

describe('sendsBackToReview', () => {
  it('is true when the name or the category changes', () => {
    expect(sendsBackToReview({ name: 'Chemistry' })).toBe(true);
    expect(sendsBackToReview({ category: 'GUIDEBOOK' })).toBe(true);
  });

  it('is false for price and condition', () => {
    expect(sendsBackToReview({ price: 10, condition: 'POOR' })).toBe(false);
  });
});

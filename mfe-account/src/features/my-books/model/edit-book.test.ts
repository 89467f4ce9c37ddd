import { changedFields, sendsBackToReview, toUpdate } from './edit-book';

const original = { name: 'Physics Part 1', author: null, category: 'TEXTBOOK', price: 250, condition: 'GOOD' } as const;
const values = { ...original, author: '' };

describe('toUpdate', () => {
  it('turns an empty price into 0 (a donation) and trims the name', () => {
    expect(toUpdate({ ...values, name: '  Physics  ', price: '' })).toEqual({ ...original, name: 'Physics', price: 0 });
    expect(toUpdate({ ...values, author: ' H. C. Verma ' }).author).toBe('H. C. Verma');
  });
});

describe('changedFields', () => {
  it('is empty when nothing changed, so no call is made', () => {
    expect(changedFields(original, { ...values })).toEqual({});
    expect(changedFields(original, { ...values, author: '   ' })).toEqual({});
  });

  it('ignores whitespace around the name', () => {
    expect(changedFields(original, { ...values, name: ' Physics Part 1 ' })).toEqual({});
  });

  it('lists what changed', () => {
    expect(changedFields(original, { ...values, price: '', condition: 'POOR' })).toEqual({ price: 0, condition: 'POOR' });
    expect(changedFields(original, { ...values, author: 'Verma' })).toEqual({ author: 'Verma' });
  });
});

describe('sendsBackToReview', () => {
  it('is true when the name or the category changes', () => {
    expect(sendsBackToReview({ name: 'Chemistry' })).toBe(true);
    expect(sendsBackToReview({ category: 'GUIDEBOOK' })).toBe(true);
    expect(sendsBackToReview({ author: 'Verma' })).toBe(true);
  });

  it('is false for price and condition', () => {
    expect(sendsBackToReview({ price: 10, condition: 'POOR' })).toBe(false);
  });
});

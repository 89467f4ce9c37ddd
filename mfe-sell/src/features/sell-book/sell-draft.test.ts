import { clearDraft, loadDraft, saveDraft } from './sell-draft';
import { emptySellBookValues } from './sell-book-values';

beforeEach(() => {
  sessionStorage.clear();
});

describe('sell draft', () => {
  it('keeps what was typed, but not the image key', () => {
    saveDraft({ ...emptySellBookValues, book_image: 'books/k.jpg', name: 'Atlas', category: 'OTHER', price: 250, edition: '' });
    expect(loadDraft()).toEqual({ ...emptySellBookValues, name: 'Atlas', category: 'OTHER', price: 250 });
  });

  it('stores nothing for an empty form and forgets on clear', () => {
    saveDraft(emptySellBookValues);
    expect(sessionStorage.length).toBe(0);
    saveDraft({ ...emptySellBookValues, name: 'Atlas' });
    clearDraft();
    expect(loadDraft()).toEqual(emptySellBookValues);
  });

  it('ignores damaged or foreign data', () => {
    sessionStorage.setItem('booknook:sell:draft', '{not json');
    expect(loadDraft()).toEqual(emptySellBookValues);
    sessionStorage.setItem('booknook:sell:draft', JSON.stringify({ name: 42, price: 'free', grade: 3, extra: 'x' }));
    expect(loadDraft()).toEqual({ ...emptySellBookValues, grade: 3 });
  });
});

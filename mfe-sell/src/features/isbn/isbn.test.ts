import { isbn13Of, isbnProblemNow, readIsbn } from './isbn';

describe('readIsbn', () => {
  it('takes an ISBN-13 with or without hyphens and spaces', () => {
    expect(readIsbn('978-0-306-40615-7')).toEqual({ isbn13: '9780306406157' });
    expect(readIsbn('978 0 306 40615 7')).toEqual({ isbn13: '9780306406157' });
    expect(readIsbn('9791032305690')).toEqual({ isbn13: '9791032305690' });
  });

  it('turns an ISBN-10 into its ISBN-13, an X check character included', () => {
    expect(readIsbn('0-306-40615-2')).toEqual({ isbn13: '9780306406157' });
    expect(readIsbn('080442957x')).toEqual({ isbn13: '9780804429573' });
  });

  it('says which check digit is wrong, and other problems by name', () => {
    expect(readIsbn('978-0-306-40615-8')).toEqual({ problem: 'checkDigit' });
    expect(readIsbn('0-306-40615-3')).toEqual({ problem: 'checkDigit' });
    expect(readIsbn('97803064061')).toEqual({ problem: 'length' });
    expect(readIsbn('5901234123457')).toEqual({ problem: 'prefix' });
    expect(readIsbn('978-0-306-4O615-7')).toEqual({ problem: 'characters' });
    expect(readIsbn('978030640615X')).toEqual({ problem: 'characters' });
  });

  it('isbn13Of gives the ISBN-13 or null', () => {
    expect(isbn13Of('0306406152')).toBe('9780306406157');
    expect(isbn13Of('0306406153')).toBeNull();
  });
});

describe('isbnProblemNow', () => {
  it('is silent while a seller is still typing a valid start', () => {
    expect(isbnProblemNow('')).toBeNull();
    expect(isbnProblemNow('978-0-30')).toBeNull();
    expect(isbnProblemNow('978030640615')).toBeNull();
  });

  it('says a wrong check digit as soon as the ISBN is full length, and a letter at once', () => {
    expect(isbnProblemNow('9780306406158')).toBe('checkDigit');
    expect(isbnProblemNow('0306406153')).toBe('checkDigit');
    expect(isbnProblemNow('97a')).toBe('characters');
    expect(isbnProblemNow('9780306406157')).toBeNull();
  });
});

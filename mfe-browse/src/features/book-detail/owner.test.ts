import { avatarLetter, fullName, telHref } from './owner';

describe('avatarLetter', () => {
  it('is the first letter of the first name, upper case', () => {
    expect(avatarLetter({ first_name: 'asha', username: 'zed' })).toBe('A');
  });

  it("falls back to the username's first letter when the first name is empty", () => {
    expect(avatarLetter({ first_name: '  ', username: 'bikash99' })).toBe('B');
  });
});

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName({ first_name: 'Asha', last_name: 'Rao' })).toBe('Asha Rao');
    expect(fullName({ first_name: 'Asha', last_name: '' })).toBe('Asha');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+977 980-000-0000')).toBe('tel:+9779800000000');
    expect(telHref('98 0000 0000')).toBe('tel:9800000000');
  });
});

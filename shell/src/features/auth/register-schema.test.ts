import { platformMessages } from '@booknook/platform';
import { authMessages as messages } from './auth-messages';
import { registerSchema, type RegisterValues } from './register-schema';

const valid: RegisterValues = {
  first_name: 'Asha',
  last_name: 'Rao',
  username: 'asharao',
  email: 'asha@example.com',
  password: 'correct horse',
  location: 'Kathmandu',
  phone_number: '+977 980-000-0000',
  hide_phone_number: false,
};

async function errorsFor(values: Partial<RegisterValues>): Promise<Record<string, string>> {
  try {
    await registerSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

const m = messages.register;
const d = platformMessages.memberDetails;

describe('registerSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsFor({})).toEqual({});
  });

  it.each([
    ['first_name', '', d.firstNameTooShort],
    ['first_name', '42', d.firstNameTooShort],
    ['last_name', '   ', d.lastNameTooShort],
    ['last_name', ' - ', d.lastNameTooShort],
    ['username', 'ab', m.usernameTooShort],
    ['email', 'asha@', m.invalidEmail],
    ['email', 'x@y', m.invalidEmail],
    ['email', 'asha@example.c', m.invalidEmail],
    ['password', '1234567', m.passwordTooShort],
    ['phone_number', '980000000', d.phoneTooShort],
    ['phone_number', '98000abc000', d.phoneInvalid],
    ['location', 'x'.repeat(101), d.locationTooLong],
  ])('%s = %p → %p', async (field, value, message) => {
    expect(await errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  // Issue 27: "Om KC" is a common Nepali name; one letter is a name, in any script.
  it.each([
    ['Om', 'KC'],
    ['A', 'B'],
    ['राम', 'के सी'],
  ])('accepts the names %p %p', async (first_name, last_name) => {
    expect(await errorsFor({ first_name, last_name })).toEqual({});
  });

  it.each(['asha@mail.example.com', 'a.b+books@xn--80ak6aa92e.com', 'ram@school.edu.np'])('accepts the address %p', async (email) => {
    expect(await errorsFor({ email })).toEqual({});
  });

  it('requires every field', async () => {
    const errors = await errorsFor({
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      password: '',
      location: '',
      phone_number: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'location', 'password', 'phone_number', 'username']);
  });
});

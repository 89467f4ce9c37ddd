import { authMessages as messages } from './auth-messages';
import { loginSchema } from './login-schema';

async function errorsOf(values: { email: string; password: string }) {
  try {
    await loginSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('loginSchema', () => {
  it('accepts a valid email and an 8-character password', async () => {
    expect(await errorsOf({ email: 'asha@example.com', password: '12345678' })).toEqual([]);
  });

  it('rejects a malformed email with the spec message', async () => {
    expect(await errorsOf({ email: 'asha@', password: '12345678' })).toEqual([messages.login.invalidEmail]);
  });

  it('rejects a 7-character password with the spec message', async () => {
    expect(await errorsOf({ email: 'asha@example.com', password: '1234567' })).toEqual([messages.login.passwordTooShort]);
  });
});

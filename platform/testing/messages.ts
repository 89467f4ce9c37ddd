// Text that the platform loads on demand, for tests to import (the package's entry leaves it out of first visits).
export { emailConfirmationMessages } from '../src/components/email-confirmation-messages';

import { LIMITS } from '@booknook/contract';
import type * as Yup from 'yup';
import { platformMessages } from '../messages';

// The rules of the details a member gives about themselves (names, location, phone, whether to hide it),
// one definition for the shell's register form and mfe-account's profile page, matching the API's.
// Each form brings its own yup (the caller passes it in), so the platform itself stays free of it.

/** One letter is a name ("Om KC" is a common Nepali name); it needs a letter of some script, not only spaces or digits. */
export const NAME_MIN_LENGTH = LIMITS.member.nameMin;
const HAS_LETTER = /\p{L}/u;
/** A new password's shortest length (the API's too); signing in takes any length. */
export const PASSWORD_MIN_LENGTH = LIMITS.member.passwordMin;
export const PHONE_MIN_LENGTH = LIMITS.member.phoneMin;
export const LOCATION_MAX_LENGTH = LIMITS.member.locationMax;
const PHONE_CHARACTERS = /^[0-9 +-]+$/;

/** The yup fields of a member's own details, built with the caller's yup. */
export function memberDetailsFields(yup: typeof Yup) {
  const m = platformMessages.memberDetails;
  return {
    first_name: yup
      .string()
      .trim()
      .required(m.firstNameTooShort)
      .min(NAME_MIN_LENGTH, m.firstNameTooShort)
      .matches(HAS_LETTER, m.firstNameTooShort),
    last_name: yup
      .string()
      .trim()
      .required(m.lastNameTooShort)
      .min(NAME_MIN_LENGTH, m.lastNameTooShort)
      .matches(HAS_LETTER, m.lastNameTooShort),
    location: yup.string().trim().required(m.locationRequired).max(LOCATION_MAX_LENGTH, m.locationTooLong),
    phone_number: yup
      .string()
      .trim()
      .required(m.phoneTooShort)
      .min(PHONE_MIN_LENGTH, m.phoneTooShort)
      .matches(PHONE_CHARACTERS, m.phoneInvalid),
    /** Members who open the member's contact details then see the email only (the API's hide_phone_number). */
    hide_phone_number: yup.boolean().default(false),
  };
}

/**
 * Password rules of commerce spec section 5, shared by the sandbox (sign-up, reset, change) and the
 * storefront's forms, so both refuse exactly the same passwords. FE872: too short; FE340: the
 * confirmation does not match. The four requirements are listed by key so a form can tick them off
 * as the shopper types and translate each message.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases; short enough that hashing it never becomes a cost attack. */
export const PASSWORD_MAX_LENGTH = 128;

export const FE872 = 'FE872';
export const FE340 = 'FE340';

export type PasswordRequirement = 'length' | 'number' | 'upper' | 'lower';

export const PASSWORD_REQUIREMENTS: readonly {
  key: PasswordRequirement;
  message: string;
  met: (password: string) => boolean;
}[] = [
  { key: 'length', message: '8 characters', met: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'number', message: 'One number', met: (p) => /\p{Nd}/u.test(p) },
  { key: 'upper', message: 'One upper case letter', met: (p) => /\p{Lu}/u.test(p) },
  { key: 'lower', message: 'One lower case letter', met: (p) => /\p{Ll}/u.test(p) },
];

/** The requirements a password does not meet yet (empty when it is acceptable). */
export const unmetPasswordRequirements = (password: string): PasswordRequirement[] =>
  PASSWORD_REQUIREMENTS.filter((rule) => !rule.met(password)).map((rule) => rule.key);

export type PasswordError = { errorId: string; message: string };

/**
 * The first problem with a new password (and its confirmation, when the form has one), or
 * undefined. Too short is FE872, a mismatch FE340, a missing character class API400 with the
 * requirement's message.
 */
export const passwordError = (password: string, confirmation?: string): PasswordError | undefined => {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { errorId: FE872, message: 'Password must be at least 8 characters' };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { errorId: 'API400', message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };
  const unmet = PASSWORD_REQUIREMENTS.find((rule) => !rule.met(password));
  if (unmet) return { errorId: 'API400', message: `Password needs: ${unmet.message.toLowerCase()}` };
  if (confirmation !== undefined && confirmation !== password)
    return { errorId: FE340, message: 'Passwords do not match' };
  return undefined;
};

/** The password rules of commerce spec section 5, listed under a new password field. */
import { PASSWORD_REQUIREMENTS } from '../../shared/contract/password';
import type { AuthText } from '../i18n/auth';

type RulesText = Pick<
  AuthText,
  'requirementsTitle' | 'req_length' | 'req_number' | 'req_upper' | 'req_lower'
>;

/** `id` lets the password field point at the rules (`aria-describedby`). */
export function PasswordRules({ text, id }: { text: RulesText; id: string }) {
  return (
    <div id={id} className="auth__rules">
      <p>{text.requirementsTitle}</p>
      <ul>
        {PASSWORD_REQUIREMENTS.map((rule) => (
          <li key={rule.key}>{text[`req_${rule.key}`]}</li>
        ))}
      </ul>
    </div>
  );
}

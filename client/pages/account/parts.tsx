/** Pieces the account pages share: the page's notice, and an address's or card's default and delete buttons. */

import { format } from '../../i18n';
import { type AccountText, accountError } from '../../i18n/account';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import type { AccountNotice } from './view';

export function Notice({ notice, text }: { notice: AccountNotice | undefined; text: AccountText }) {
  if (!notice) return null;
  return notice.kind === 'saved' ? (
    <p className="account-notice account-notice--saved" role="status">
      {text[notice.key]}
    </p>
  ) : (
    <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
      {accountError(text, notice.errorId)}
    </p>
  );
}

/** "Make default" (unless it is) and "Delete" for one listed address or card: plain form buttons named for it. */
export function DefaultAndDelete({
  action,
  name,
  text,
  isDefault,
}: {
  action: string;
  name: string;
  text: AccountText;
  isDefault: boolean;
}) {
  const button = (kind: 'default' | 'delete', label: string, ariaLabel: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="_action" value={kind} />
      <button type="submit" className="button button--secondary account-button" aria-label={ariaLabel}>
        {label}
      </button>
    </form>
  );
  return (
    <>
      {!isDefault && button('default', text.setDefault, format(text.setDefaultLabel, { name }))}
      {button('delete', text.delete, format(text.deleteLabel, { name }))}
    </>
  );
}

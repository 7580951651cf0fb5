/** `/{locale}/account/saved-for-later`: the member's whole saved-for-later list, paged. */
import type { SavedForLater } from '../../shared/contract/wishlists';
import { AccountLayout } from '../components/account/AccountNav';
import { listsText } from '../i18n/lists';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { Pager, type Paging } from './FavoritesPage';

export function SavedForLaterMain({
  list,
  paging,
  errorId,
}: {
  list: SavedForLater;
  paging: Paging;
  errorId?: string | undefined;
}) {
  const { site } = usePage();
  const text = listsText(site.language, site.locale);
  return (
    <AccountLayout current="savedForLater" title={text.savedTitle}>
      <Island
        name="SavedForLater"
        strategy="idle"
        props={{
          locale: site.locale,
          list,
          text,
          returnTo: paging.href(paging.page),
          heading: false,
          ...(errorId ? { errorId } : {}),
        }}
      />
      <Pager paging={paging} text={text} />
    </AccountLayout>
  );
}

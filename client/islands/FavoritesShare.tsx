/**
 * "Share my list": makes the list's read-only link and copies it. Without script it is a form
 * whose 303 brings the page back with `?shareId=`, and the page shows the link to copy by hand.
 */
import { type FormEvent, useState } from 'react';
import type { ShareResponse } from '../../shared/contract/wishlists';
import { bffFetch, withLocale } from '../api/bff';
import type { ListsText } from '../i18n/lists';

export type FavoritesShareProps = {
  locale: string;
  returnTo: string;
  /** The link a no-script share already made. */
  url?: string;
  text: Pick<ListsText, 'share' | 'shareLink' | 'shareCopied' | 'shareHint' | 'listError' | 'error_FAV409'>;
};

const SHARE_PATH = '/api/favorites/share';

export default function FavoritesShare({ locale, returnTo, url: initial, text }: FavoritesShareProps) {
  const [url, setUrl] = useState(initial ?? '');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await bffFetch<ShareResponse>(SHARE_PATH, { method: 'POST', locale }).catch(() => null);
    setBusy(false);
    if (!answer?.ok) {
      setStatus(
        answer && !answer.ok && answer.error?.errorId === 'FAV409' ? text.error_FAV409 : text.listError,
      );
      return;
    }
    setUrl(answer.data.url);
    // Copying needs a permission some browsers refuse: the link stays on screen to copy by hand.
    const copied = await navigator.clipboard?.writeText(answer.data.url).then(
      () => true,
      () => false,
    );
    setStatus(copied ? text.shareCopied : '');
  };

  return (
    <div className="share">
      <form method="post" action={withLocale(SHARE_PATH, locale)} onSubmit={(event) => void onSubmit(event)}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <button className="button button--secondary" type="submit" aria-busy={busy || undefined}>
          {text.share}
        </button>
      </form>
      {url && (
        <p className="share__link">
          <label>
            {text.shareLink}
            <input
              className="share__input"
              type="url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <span className="share__hint">{text.shareHint}</span>
        </p>
      )}
      <p className="share__status" role="status">
        {status}
      </p>
    </div>
  );
}

/**
 * The in-store session's bar, on every page while an associate is signed in (commerce spec section
 * 6): store, associate, time left, the associate tools and "End session" (a plain form: it works
 * before any script). Pages that carry it are `private, no-store` (worker/render/page-kit.ts).
 */
import { associateText } from '../i18n/associate';
import { format } from '../i18n/index';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';

export function InStoreBar() {
  const { site, inStore } = usePage();
  if (!inStore) return null;
  const text = associateText(site.language);
  const base = `/${site.locale}`;
  return (
    <section className="instore-bar" aria-label={text.bar}>
      <p className="instore-bar__who">
        <span>{format(text.barStore, { store: inStore.storeName })}</span>
        <span>{format(text.barAssociate, { name: inStore.storeEmployeeName })}</span>
        <span>
          {text.timeLeft}{' '}
          <Island name="Countdown" strategy="idle" props={{ left: inStore.left, ended: text.sessionEnded }} />
        </span>
      </p>
      <a className="instore-bar__tools" href={`${base}/associate`}>
        {text.openTools}
      </a>
      <form method="post" action={`${base}/associate/logout`}>
        <button type="submit" className="instore-bar__end">
          {text.endSession}
        </button>
      </form>
    </section>
  );
}

/**
 * The favorites heart as server components place it: the FavoriteToggle island, hydrated on
 * interaction, with the page's text. Nothing when the site turns favorites off.
 */
import { featureFlags } from '../../../shared/config';
import { listsText } from '../../i18n/lists';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';

export function Heart({
  productId,
  name,
  returnTo,
  pressed = false,
  variant = 'inline',
}: {
  productId: string;
  name: string;
  /** Absent: the BFF sends a no-script post back to the page it came from (its Referer). */
  returnTo?: string;
  pressed?: boolean;
  variant?: 'compact' | 'inline';
}) {
  const { site } = usePage();
  if (!featureFlags(site).favorites) return null;
  const text = listsText(site.language, site.locale);
  return (
    <Island
      name="FavoriteToggle"
      strategy="interaction"
      props={{
        productId,
        name,
        locale: site.locale,
        ...(returnTo ? { returnTo } : {}),
        pressed,
        variant,
        text: { add: text.addToFavorites, remove: text.removeFromFavorites },
      }}
    />
  );
}

/**
 * "Use my location" on the store locator: asks the browser for the position and loads the same
 * page with latitude and longitude (the search itself is a plain GET form that works without script).
 */
import { useState } from 'react';
import { type MessageSource, t } from '../i18n';
import { useHydrated } from '../state/app';

export type StoreLocatorProps = { path: string; productId: string; text: MessageSource };

export default function StoreLocator({ path, productId, text }: StoreLocatorProps) {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  if (!hydrated) return null;
  const locate = () => {
    if (!('geolocation' in navigator)) return setError(t(text, 'genericError'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const q = new URLSearchParams({
          latitude: pos.coords.latitude.toFixed(4),
          longitude: pos.coords.longitude.toFixed(4),
          ...(productId ? { productId } : {}),
        });
        location.assign(`${path}?${q}`);
      },
      () => setError(t(text, 'genericError')),
    );
  };
  return (
    <div className="store-locator__geo">
      <button type="button" className="button" onClick={locate}>
        {t(text, 'useMyLocation')}
      </button>
      <p className="field__error" role="alert">
        {error}
      </p>
    </div>
  );
}

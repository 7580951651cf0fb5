/** Footer link to the location selector, naming the current country and currency. */
import { currencyLabel } from '../../shared/pricing/format';
import type { Site } from '../../shared/site';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';

const countryNames = new Map<string, string>();
const countryName = (site: Site): string => {
  const key = `${site.languageTag}|${site.country}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    name = new Intl.DisplayNames([site.languageTag], { type: 'region' }).of(site.country) ?? site.country;
    countryNames.set(key, name);
  }
  return name;
};

export function LocationLink() {
  const { site, messages } = usePage();
  return (
    <a className="location-link" href={`/${site.locale}/location-selector`}>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span>
        {t(messages, 'currentLocation', {
          country: countryName(site),
          currency: currencyLabel(site.currency, site.languageTag),
        })}
      </span>
      <span className="location-link__action">{t(messages, 'changeLocation')}</span>
    </a>
  );
}

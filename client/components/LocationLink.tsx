/** Footer link to the location selector, naming the current country and currency. */
import { countryName } from '../../shared/contract/address-lines';
import { currencyLabel } from '../../shared/pricing/format';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';

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
          country: countryName(site.country, site.languageTag),
          currency: currencyLabel(site.currency, site.languageTag),
        })}
      </span>
      <span className="location-link__action">{t(messages, 'changeLocation')}</span>
    </a>
  );
}

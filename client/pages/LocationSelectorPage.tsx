/** The location selector page: countries by region, each with its currency and language links. */
import type { LocationSelector } from '../../shared/location';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';

export function LocationSelectorMain({ selector }: { selector: LocationSelector }) {
  const { messages } = usePage();
  return (
    <div className="location-selector">
      <h1 className="location-selector__title">{t(messages, 'locationSelector')}</h1>
      <p className="location-selector__intro">{t(messages, 'locationSelectorIntro')}</p>
      {selector.regions
        .filter((r) => r.countries.length > 0)
        .map((region) => (
          <section
            key={region.region}
            className="location-selector__region"
            aria-labelledby={`region-${region.region}`}
          >
            <h2 id={`region-${region.region}`}>
              {t(messages, region.region === 'NORA' ? 'regionNORA' : 'regionEMEA')}
            </h2>
            <ul className="location-selector__countries">
              {region.countries.map((country) => (
                <li
                  key={country.code}
                  className={`location-country${country.current ? ' location-country--current' : ''}`}
                  aria-labelledby={`country-${country.code}`}
                >
                  <h3 id={`country-${country.code}`} className="location-country__name">
                    {country.name}
                  </h3>
                  <p className="location-country__currency">
                    {t(messages, 'currencyLabel', { currency: country.currencyLabel })}
                  </p>
                  {country.servedFrom && (
                    <p className="location-country__served">
                      {t(messages, 'locationServedFrom', {
                        country: country.name,
                        site: country.servedFrom,
                        currency: country.currencyLabel,
                      })}
                    </p>
                  )}
                  <ul className="location-country__languages">
                    {country.locales.map((option) => (
                      <li key={option.locale}>
                        <a
                          href={option.url}
                          lang={option.language}
                          hrefLang={option.locale}
                          aria-label={`${country.name} – ${option.languageName}`}
                          aria-current={option.current ? 'true' : undefined}
                        >
                          {option.languageName}
                          {option.current && (
                            <span className="location-country__current">
                              {' '}
                              ({t(messages, 'currentSelection')})
                            </span>
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/**
 * The benefit bar. Its close button is a plain form: the BFF sets the `benefitBarClosed` cookie and
 * sends the shopper back, and the server renders no bar for that cookie (frame.ts `isItemHidden`);
 * with script the BenefitBarClose island does the same in place.
 */
import type { CSSProperties } from 'react';
import { BENEFIT_BAR_CLOSE_PATH } from '../../shared/benefit-bar';
import type { ContentItemOf } from '../../shared/contract/content';
import { blocksAText } from '../i18n/content-blocks-a';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { Picture } from '../ui/Picture';

export function BenefitBar({ item }: { item: ContentItemOf<'benefit-bar'> }) {
  const { site, request } = usePage();
  const text = blocksAText(site.language);
  const style = {
    '--fg': item.colors?.text,
    '--bg': item.colors?.background,
    ...(item.backgroundImage ? { backgroundImage: `url("${encodeURI(item.backgroundImage.url)}")` } : {}),
  } as CSSProperties;
  const infoId = `benefit-info-${item.id}`;
  return (
    <aside
      className={`benefit-bar benefit-bar--${item.alignment ?? 'center'}`}
      style={style}
      aria-label={item.title}
    >
      {item.logo && <Picture image={item.logo} width={24} height={24} className="benefit-bar__logo" />}
      <p className="benefit-bar__text">
        <strong className="benefit-bar__title">{item.title}</strong>
        {item.subtitle && <span className="benefit-bar__subtitle"> {item.subtitle}</span>}
        {item.targets.map((target) => (
          <a key={target.url} className="benefit-bar__link" href={target.url}>
            {target.text ?? target.url}
          </a>
        ))}
      </p>
      {item.infoIcon && (
        <details className="benefit-bar__info">
          <summary aria-label={text.moreInfo} aria-describedby={infoId}>
            <span aria-hidden="true">i</span>
          </summary>
          <p id={infoId} className="benefit-bar__info-text">
            {item.infoIcon.text}
          </p>
        </details>
      )}
      {item.showCloseButton && (
        <form
          className="benefit-bar__close"
          method="post"
          action={BENEFIT_BAR_CLOSE_PATH}
          data-benefit-bar-close=""
        >
          <input type="hidden" name="returnTo" value={request?.path ?? `/${site.locale}`} />
          <button type="submit" className="icon-button" aria-label={text.closeBenefitBar}>
            <span aria-hidden="true">×</span>
          </button>
          <Island name="BenefitBarClose" strategy="interaction" props={{}} />
        </form>
      )}
    </aside>
  );
}

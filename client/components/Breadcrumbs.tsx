/** Breadcrumb trail: Home, then the product's categories, then the current page. */
import type { Breadcrumb } from '../../shared/contract/product';
import { categoryUrl } from '../../shared/routes';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';

export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  const { site, messages } = usePage();
  const href = (b: Breadcrumb) => {
    try {
      return categoryUrl(site.locale, b.slug, b.id);
    } catch {
      return `/${site.locale}`;
    }
  };
  return (
    <nav className="breadcrumbs" aria-label={t(messages, 'breadcrumbs')}>
      <ol>
        <li>
          <a href={`/${site.locale}`}>{t(messages, 'home')}</a>
        </li>
        {items.map((b) => (
          <li key={b.id}>
            <a href={href(b)}>{b.name}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

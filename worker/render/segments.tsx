/**
 * The segments of a page, each rendered with `renderToString` as soon as its data arrives: header
 * (menu + cart), main (sections item by item, or the product), footer. Every segment catches its
 * own failures, so the stream always completes with a whole document.
 */

import { FOOTER_ITEMS_SLOT, Footer } from '../../client/components/Footer';
import { DESKTOP_MENU_SLOT, Header, MOBILE_MENU_SLOT } from '../../client/components/Header';
import { DesktopMenu, MobileMenu } from '../../client/components/MegaMenu';
import { PageNotices } from '../../client/components/PageNotices';
import { ContentHeading, PageFallback } from '../../client/pages/ContentPage';
import { ProductExtras, type ProductExtrasData } from '../../client/pages/ProductExtras';
import { ProductMain } from '../../client/pages/ProductPage';
import {
  ContentItemView,
  isKnownItem,
  NestedItems,
  SECTION_CLOSE_TAG,
  sectionOpenTag,
} from '../../client/sections';
import { SitePopup } from '../../client/sections/PopupBlock';
import type {
  ContentItem,
  ContentPage,
  ContentSection,
  Footer as FooterData,
  Menu,
  ProductDetails,
} from '../../shared/contract';
import type { Popup } from '../../shared/contract/content-items-b';
import { type PageRender, renderSegment } from './islands';
import { fillSlots, NO_CONTENT, sharedFragment } from './shared-fragments';
import { sharedItem } from './shared-lists';
import type { PageShell, ProductPageExtras, SizeChoice } from './types';

/** Awaits deferred data that is not supposed to reject; if it does anyway, logs and gives null. */
export async function settle<T>(
  promise: Promise<T | null>,
  what: string,
  shell: PageShell,
): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    shell.log.error(`${what} failed`, { error });
    return null;
  }
}

/** The header; its menus are shared fragments (rendered once per site and menu version). */
export function headerSegment(menu: Menu | null, render: PageRender): string {
  try {
    const items = menu?.items ?? [];
    if (!menu || items.length === 0) return renderSegment(<Header menu={menu} />, render);
    const mobile = sharedFragment(menu, MOBILE_MENU_SLOT, () => <MobileMenu items={items} />, render);
    const desktop = sharedFragment(
      menu,
      DESKTOP_MENU_SLOT,
      () => <DesktopMenu items={items} trigger={menu.trigger} />,
      render,
    );
    return fillSlots(renderSegment(<Header menu={menu} sharedMenus />, render), {
      [MOBILE_MENU_SLOT]: mobile,
      [DESKTOP_MENU_SLOT]: desktop,
    });
  } catch (error) {
    render.log.error('header failed', { component: 'Header', error });
    return renderSegment(<Header menu={null} />, render);
  }
}

/**
 * The footer: its columns and legal line are the same for every shopper of a site, so rendered once
 * per site and footer version; its own content items are rendered for each page.
 */
export function footerSegment(footer: FooterData | null, render: PageRender): string {
  try {
    const shared = sharedFragment(
      footer ?? NO_CONTENT,
      'footer',
      () => <Footer footer={footer} itemsSlot />,
      render,
    );
    const items = footer?.items?.length ? renderSegment(<NestedItems items={footer.items} />, render) : '';
    return fillSlots(shared, { [FOOTER_ITEMS_SLOT]: items });
  } catch (error) {
    render.log.error('footer failed', { component: 'Footer', error });
    return '<footer class="site-footer"></footer>';
  }
}

/**
 * One content item on its own (`lead`: the page's first): a failing component is logged with its
 * type and id and skipped.
 */
export function itemHtml(item: ContentItem, render: PageRender, lead = false): string {
  if (!isKnownItem(item)) {
    const skipped = 'malformed' in item ? 'malformed content item skipped' : 'unknown content item skipped';
    render.log.warn(skipped, { component: item.type, id: item.id });
    return '';
  }
  const promotions = render.page.tracking?.promotions;
  const tracked = promotions?.length ?? 0;
  try {
    const view = () => <ContentItemView item={item} lead={lead} />;
    return sharedItem(item, view, render, lead) ?? renderSegment(view(), render);
  } catch (error) {
    // An item that is not on the page is no promotion impression either.
    if (promotions) promotions.length = tracked;
    render.log.error('content item failed', { component: item.type, id: item.id, error });
    return '';
  }
}

export function sectionsHtml(sections: ContentSection[], render: PageRender): string {
  let html = '';
  sections.forEach((section, i) => {
    html += sectionOpenTag(section);
    section.items.forEach((item, j) => {
      html += itemHtml(item, render, i === 0 && j === 0);
    });
    html += SECTION_CLOSE_TAG;
  });
  return html;
}

/**
 * The site's pop-up, after the footer (it is fixed to the viewport corner): the first not
 * dismissed, unless a section item already placed one on this page. Empty when none.
 */
export function popupSegment(popups: Popup[] | null, render: PageRender): string {
  if (!popups?.length) return '';
  return safe(render, 'SitePopup', () => renderSegment(<SitePopup popups={popups} />, render));
}

const safe = (render: PageRender, what: string, make: () => string): string => {
  try {
    return make();
  } catch (error) {
    render.log.error(`${what} failed`, { component: what, error });
    return '';
  }
};

const MAIN_OPEN = '<main id="main" class="main" tabindex="-1">';
const MAIN_CLOSE = '</main>';

export function contentMainSegment(
  page: ContentPage | null,
  notFound: boolean,
  shell: PageShell,
  render: PageRender,
): string {
  const top = safe(render, 'ContentHeading', () =>
    renderSegment(
      <>
        <PageNotices formError={shell.formError} cartReset={shell.cartReset} />
        <ContentHeading page={page} notFound={notFound} />
      </>,
      render,
    ),
  );
  const body = page
    ? sectionsHtml(page.sections, render)
    : safe(render, 'PageFallback', () => renderSegment(<PageFallback notFound={notFound} />, render));
  return MAIN_OPEN + top + body + MAIN_CLOSE;
}

/** The notices and `node` of a `<main>`; a failing tree renders the fallback (logged as `name`). */
function mainBody(name: string, node: React.ReactNode, shell: PageShell, render: PageRender): string {
  const body = safe(render, name, () =>
    renderSegment(
      <>
        <PageNotices formError={shell.formError} cartReset={shell.cartReset} />
        {node}
      </>,
      render,
    ),
  );
  return body || safe(render, 'PageFallback', () => renderSegment(<PageFallback notFound={false} />, render));
}

/**
 * The `<main>` of any page whose body is one component tree (`name` is what a failure is logged
 * as); a failing tree renders the fallback and the page goes on.
 */
export function mainSegment(
  name: string,
  node: React.ReactNode,
  shell: PageShell,
  render: PageRender,
): string {
  return MAIN_OPEN + mainBody(name, node, shell, render) + MAIN_CLOSE;
}

/**
 * The product page's first part of `<main>`: gallery, title and buy box, sent as soon as the
 * product is known. `<main>` stays open for the extras (productExtrasSegment), which close it.
 */
export function productBuyBoxSegment(
  product: ProductDetails,
  selectedColorCode: string,
  personal: Omit<ProductPageExtras, 'data'>,
  shell: PageShell,
  render: PageRender,
  choice?: SizeChoice,
): string {
  return (
    MAIN_OPEN +
    mainBody(
      'ProductMain',
      <ProductMain
        product={product}
        selectedColorCode={selectedColorCode}
        choice={choice}
        extras={{ data: null, ...personal }}
      />,
      shell,
      render,
    )
  );
}

/** Reviews, questions, sets and recommendations below the buy box, then the end of `<main>`. */
export function productExtrasSegment(data: ProductExtrasData | null, render: PageRender): string {
  const extras = data
    ? safe(render, 'ProductExtras', () =>
        renderSegment(
          <div className="pdp">
            <ProductExtras data={data} />
          </div>,
          render,
        ),
      )
    : '';
  return extras + MAIN_CLOSE;
}

/** The same main content as one tree (no per-item isolation): the bench's `renderToString` baseline. */
export function wholeBody(
  parts: { menu: Menu | null; footer: FooterData | null; main: React.ReactNode },
  shell: PageShell,
) {
  return (
    <>
      <Header menu={parts.menu} />
      <main id="main" className="main" tabIndex={-1}>
        <PageNotices formError={shell.formError} cartReset={shell.cartReset} />
        {parts.main}
      </main>
      <Footer footer={parts.footer} />
    </>
  );
}

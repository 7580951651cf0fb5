/**
 * Group A's item types → their components, spread into SECTION_COMPONENTS (index.tsx): banners,
 * accordion, anchors, article grid, benefit bar, collection, HTML rich text, footer lists, vertical list.
 */
import type { ComponentType } from 'react';
import type { contentItemSchemasA } from '../../shared/contract/content-items-a';
import { Accordion } from './Accordion';
import { Anchors } from './Anchors';
import { ArticleGrid } from './articles/ArticleGrid';
import { BenefitBar } from './BenefitBar';
import { BlockBelowBanner } from './banners/BlockBelowBanner';
import { EspotBanner } from './banners/EspotBanner';
import { MenuBanner } from './banners/MenuBanner';
import { OverlayBanner } from './banners/OverlayBanner';
import { ThinBanner } from './banners/ThinBanner';
import { Collection } from './carousel/Collection';
import { FooterLinks } from './footer/FooterLinks';
import { SocialLinks } from './footer/SocialLinks';
import { RichTextHtml } from './RichTextHtml';
import type { SectionProps } from './section-props';
import { VerticalLinkList } from './VerticalLinkList';

type GroupAType = (typeof contentItemSchemasA)[number]['shape']['type']['value'];

export const GROUP_A: { [T in GroupAType]: ComponentType<SectionProps<T>> } = {
  'thin-banner': ThinBanner,
  'overlay-banner': OverlayBanner,
  'block-below-banner': BlockBelowBanner,
  'espot-banner': EspotBanner,
  'menu-banner': MenuBanner,
  accordion: Accordion,
  anchors: Anchors,
  'article-grid': ArticleGrid,
  'benefit-bar': BenefitBar,
  collection: Collection,
  'rich-text-html': RichTextHtml,
  'footer-links': FooterLinks,
  'social-links': SocialLinks,
  'vertical-link-list': VerticalLinkList,
};

/** Renderers of the group B item types (shared/contract/content-items-b.ts), one file per type. */
import { ConditionalFilter } from './ConditionalFilter';
import { CtaCollection } from './CtaCollection';
import { DialogBlock } from './DialogBlock';
import { IconText } from './IconText';
import { MultiLinkCard } from './MultiLinkCard';
import { NewsletterBlock } from './NewsletterBlock';
import { PictureBlock } from './PictureBlock';
import { PopupBlock } from './PopupBlock';
import { SecondaryNav } from './SecondaryNav';
import { Segmentation } from './Segmentation';
import { Spacer } from './Spacer';
import { UgcGallery } from './UgcGallery';
import { UgcWidgetBlock } from './UgcWidgetBlock';
import { Video } from './Video';

export const GROUP_B_SECTIONS = {
  'cta-collection': CtaCollection,
  dialog: DialogBlock,
  'conditional-filter': ConditionalFilter,
  'icon-text': IconText,
  'multi-link-card': MultiLinkCard,
  'newsletter-form': NewsletterBlock,
  picture: PictureBlock,
  popup: PopupBlock,
  'secondary-nav': SecondaryNav,
  segmentation: Segmentation,
  spacer: Spacer,
  'ugc-gallery': UgcGallery,
  'ugc-widget': UgcWidgetBlock,
  video: Video,
} as const;

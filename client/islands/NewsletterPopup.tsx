/** A promotional pop-up whose panel holds the newsletter form (`ui/PopupPanel.tsx`). */
import { PopupPanel, type PopupProps } from '../ui/PopupPanel';
import NewsletterForm, { type NewsletterFormProps } from './NewsletterForm';

export type NewsletterPopupProps = PopupProps & { newsletter: NewsletterFormProps };

export default function NewsletterPopup({ newsletter, ...popup }: NewsletterPopupProps) {
  return <PopupPanel {...popup} form={<NewsletterForm {...newsletter} />} />;
}

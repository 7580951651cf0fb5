/** What group B blocks read from the page render: the request facts and their text. */
import { type ContentRequest, NO_REQUEST } from '../../shared/content/request';
import { type BlocksBText, blocksBText } from '../i18n/blocks-b';
import { usePage } from '../island-kit/context';

export const useContentRequest = (): ContentRequest => usePage().request ?? NO_REQUEST;

export const useBlocksBText = (): BlocksBText => blocksBText(usePage().site.language);

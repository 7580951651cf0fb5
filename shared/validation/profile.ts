/**
 * Profile rules the account page and the enrollment flow share, so a value one of them refuses is
 * never stored by the other (names are `isName`, shared/contract/ugc.ts).
 */
import { shoeSizesFor } from '../shoe-sizes';

/**
 * A preferred shoe size is one the site offers (shared/shoe-sizes.ts, the options of both forms'
 * select). A size outside the list would be stored, then shown by no option, and the next save
 * of the form would silently drop it.
 */
export const isOfferedShoeSize = (size: string, country: string): boolean =>
  shoeSizesFor(country).includes(size);

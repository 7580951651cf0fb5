/**
 * The customer service forms' fields turned into the upstream's bodies, or field → problem key
 * (keys of `client/i18n/service.ts`). The contract's rules (`shared/contract/service.ts`) judge
 * them here before any call, and the upstream judges them again before it writes.
 */
import {
  type ContactRequest,
  contactFromFields,
  photoProblem,
  textProblem,
  toBase64,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  WARRANTY_PHOTOS_MAX,
  type WarrantyRequest,
} from '../../shared/contract/service';
import { HttpError } from '../middleware/errors';

export type FieldProblems = Record<string, string>;

/** Field problems of a customer service form, before any upstream call: its page again (422). */
export class ServiceFormProblem extends HttpError {
  constructor(readonly fields: FieldProblems) {
    super(422, 'API422', 'Please check your entries', { details: { fields } });
    this.name = 'ServiceFormProblem';
  }
}

const MAX = 2200;
const value = (values: Record<string, string>, key: string) => (values[key] ?? '').slice(0, MAX).trim();

/** The contact form's body, or its field problems thrown (the rules are the contract's). */
export const contactFromForm = (values: Record<string, string>): ContactRequest => {
  const { body, problems } = contactFromFields(values);
  if (Object.keys(problems).length > 0) throw new ServiceFormProblem(problems);
  return body;
};

/**
 * The warranty form: `line` is `{orderNumber}/{itemId}` (a line of the member's orders), the
 * description, and the `photos` files, each checked by its bytes (never its name or declared type).
 */
export const warrantyFromForm = async (
  values: Record<string, string>,
  files: File[],
): Promise<WarrantyRequest> => {
  const problems: FieldProblems = {};
  const [orderNumber = '', itemId = ''] = value(values, 'line').split('/');
  if (!/^RL\d{10}$/.test(orderNumber) || !/^[\w-]{1,64}$/.test(itemId)) problems.line = 'itemId';
  const description = value(values, 'description');
  const described = textProblem(description, WARRANTY_DESCRIPTION_MIN, WARRANTY_DESCRIPTION_MAX);
  if (described) problems.description = described;
  // A browser sends an empty file part when none was chosen.
  const chosen = files.filter((file) => file.size > 0 || file.name !== '');
  const photos: WarrantyRequest['photos'] = [];
  if (chosen.length === 0) problems.photos = 'photoEmpty';
  else if (chosen.length > WARRANTY_PHOTOS_MAX) problems.photos = 'photoCount';
  else
    for (const file of chosen) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const problem = photoProblem(bytes);
      if (problem) {
        problems.photos = problem;
        break;
      }
      photos.push({ fileName: file.name.slice(0, 120) || 'photo', data: toBase64(bytes) });
    }
  if (Object.keys(problems).length > 0) throw new ServiceFormProblem(problems);
  return { orderNumber, itemId, description, photos };
};

/** The size cap of a `/fapi` POST body: past it a 413 envelope, read or not (chunked bodies too). */
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../middleware/errors';

export const fapiBodyLimit = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, 'API413', message);
    },
  });

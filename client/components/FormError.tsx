/** The message of a failed no-script form post (query-string error id), shown at the top of main. */
import { errorMessage } from '../i18n';
import { usePage } from '../island-kit/context';
import { FOCUS_ON_LOAD } from '../ui/focus-on-load';

export function FormError({ error }: { error: { errorId: string; message: string } | undefined }) {
  const { messages } = usePage();
  if (!error) return null;
  return (
    <div className="form-error" role="alert" {...FOCUS_ON_LOAD}>
      {errorMessage(messages, error.errorId, error.message)}
    </div>
  );
}

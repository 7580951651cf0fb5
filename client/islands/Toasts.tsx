/**
 * The toast region (commerce spec section 4): errors are announced as alerts, the rest as status
 * messages; each toast closes itself (toast store, 200 ms tick) or with its close button.
 *
 * `initial` toasts come from the server (shown before any script runs, then handed to the store);
 * with `reloadAfterMs` the page reloads after that long (a cart reset, spec section 8), without the
 * one-time `cartError` of the address so the toast is not shown again.
 */
import { useEffect } from 'react';
import { t } from '../i18n';
import { useAppState, useHydrated, useStore } from '../state/app';
import { addToast, dismissToast, type Toast, toastStore } from '../state/toasts';

export type ToastsProps = {
  initial?: Pick<Toast, 'title' | 'kind'>[];
  reloadAfterMs?: number;
};

export default function Toasts({ initial = [], reloadAfterMs }: ToastsProps) {
  const { messages } = useAppState();
  const hydrated = useHydrated();
  const { toasts } = useStore(toastStore);
  useEffect(() => {
    for (const toast of initial) addToast(toast);
    if (reloadAfterMs === undefined) return;
    const timer = setTimeout(() => {
      const url = new URL(location.href);
      url.searchParams.delete('cartError');
      location.replace(url);
    }, reloadAfterMs);
    return () => clearTimeout(timer);
  }, [initial, reloadAfterMs]);
  const shown: (Pick<Toast, 'title' | 'kind' | 'message'> & { key: string; id?: number })[] = hydrated
    ? toasts.map((toast) => ({ ...toast, key: String(toast.id) }))
    : initial.map((toast, index) => ({ ...toast, key: `initial-${index}` }));
  return (
    <div className="toasts">
      {shown.map(({ key, id, title, kind, message }) => (
        <div key={key} className={`toast toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
          <p className="toast__title">{title}</p>
          {message && <p className="toast__message">{message}</p>}
          {id !== undefined && (
            <button type="button" className="icon-button toast__close" onClick={() => dismissToast(id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t(messages, 'dismiss')}</span>
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

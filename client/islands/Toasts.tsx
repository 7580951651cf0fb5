/**
 * The toast region (commerce spec section 4): errors are announced as alerts, the rest as status
 * messages; each toast closes itself (toast store, 200 ms tick) or with its close button.
 */
import { useSnapshot } from 'valtio/react';
import { t } from '../i18n';
import { useAppState, useHydrated } from '../state/app';
import { dismissToast, toastStore } from '../state/toasts';

export type ToastsProps = Record<string, never>;

export default function Toasts(_: ToastsProps) {
  const { messages } = useAppState();
  const hydrated = useHydrated();
  const { toasts } = useSnapshot(toastStore);
  const shown = hydrated ? toasts : [];
  return (
    <div className="toasts">
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <p className="toast__title">{toast.title}</p>
          {toast.message && <p className="toast__message">{toast.message}</p>}
          <button type="button" className="icon-button toast__close" onClick={() => dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t(messages, 'dismiss')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}

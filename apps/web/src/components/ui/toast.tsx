import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

type ToastType = 'success' | 'error' | 'info';
type Toast = { id: number; type: ToastType; message: string; duration: number };

/** docs/product.md §9: toasts close themselves after 10 s by default and slide away for 300 ms. */
export const TOAST_DEFAULT_DURATION_MS = 10_000;
export const TOAST_EXIT_MS = 300;
/** More than this at once would cover a phone's screen; the oldest give way to the newest. */
export const TOAST_MAX_VISIBLE = 3;

type ToastApi = { show(message: string, type?: ToastType, duration?: number): number; dismiss(id: number): void };

const ToastContext = createContext<ToastApi | null>(null);

const STYLES: Record<ToastType, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<(Toast & { leaving: boolean })[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }, []);

  const show = useCallback((message: string, type: ToastType = 'info', duration = TOAST_DEFAULT_DURATION_MS) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, type, message, duration, leaving: false }].slice(-TOAST_MAX_VISIBLE));
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t`Notifications`}
        className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast & { leaving: boolean }; onClose(): void }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = window.setTimeout(onClose, toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.duration, onClose]);
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg transition-all duration-300 ${STYLES[toast.type]} ${toast.leaving ? 'translate-x-full opacity-0' : 'translate-x-0 opacity-100'}`}
    >
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t`Dismiss notification`}
        className="-m-1 rounded p-1 text-current opacity-70 hover:opacity-100 focus-visible:outline-2"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

import { useLingui } from '@lingui/react/macro';
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ShownToast, ToastListProps, ToastType } from './toast-list';

/** docs/product.md §9: toasts close themselves after 10 s by default and slide away for 300 ms. */
export const TOAST_DEFAULT_DURATION_MS = 10_000;
export const TOAST_EXIT_MS = 300;
/** More than this at once would cover a phone's screen; the oldest give way to the newest. */
export const TOAST_MAX_VISIBLE = 3;

type ToastApi = { show(message: string, type?: ToastType, duration?: number): number; dismiss(id: number): void };

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The toasts' markup and timers load with the first toast, or once a member page asks for them
 * (preloadToasts): the public pages show none, and every public page's first download is smaller
 * without them. A module that cannot load (the site was redeployed under an open tab) shows no
 * toast rather than breaking the page.
 */
let toastList: Promise<{ default: ComponentType<ToastListProps> }> | null = null;
export const preloadToasts = () => {
  toastList ??= import('./toast-list').catch(() => ({ default: () => null }));
  return toastList;
};
const ToastList = lazy(preloadToasts);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
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
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

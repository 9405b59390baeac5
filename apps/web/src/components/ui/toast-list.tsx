import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';

export type ToastType = 'success' | 'error' | 'info';
export type ShownToast = { id: number; type: ToastType; message: string; duration: number; leaving: boolean };

const STYLES: Record<ToastType, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
};

export type ToastListProps = { toasts: ShownToast[]; onDismiss(id: number): void };

/** The toasts on screen (toast.tsx loads this module with the first one). */
export default function ToastList({ toasts, onDismiss }: ToastListProps): ReactNode {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onClose={() => onDismiss(toast.id)} />);
}

function ToastItem({ toast, onClose }: { toast: ShownToast; onClose(): void }) {
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

/** A wallet with a card tucked in: the wallet buttons' icon. Decorative; the button says what it does. */
export function WalletIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M5 7V5.5A1.5 1.5 0 0 1 6.5 4H17l1 3" />
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M21 11h-4a2 2 0 0 0 0 4h4" />
      <circle cx="17" cy="13" r=".5" fill="currentColor" />
    </svg>
  );
}

export function PhoneIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}

/** Spins in a button that is working; the button's aria-busy tells screen readers. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-80"
    />
  );
}

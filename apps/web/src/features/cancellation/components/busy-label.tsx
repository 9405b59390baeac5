/** A button's words while its request runs, with a spinner drawn in the button's own colour. */
export function BusyLabel({ children }: { children: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      {children}
    </>
  );
}

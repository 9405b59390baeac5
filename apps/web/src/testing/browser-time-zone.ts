import { vi } from 'vitest';

/** Makes the browser report `timeZone` as its own (undone by `vi.restoreAllMocks()`). */
export function stubBrowserTimeZone(timeZone: string | undefined): void {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
  });
}

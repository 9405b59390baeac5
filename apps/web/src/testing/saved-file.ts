import { vi } from 'vitest';

/**
 * Catches a file the app saves through a download link (lib/save-file.ts): the blob handed to
 * URL.createObjectURL, which answers `objectUrl`, and the link's file name and address. The
 * link's click is stopped, as jsdom cannot download. URL.createObjectURL and revokeObjectURL
 * stay replaced; stop() removes the click listener.
 */
export function captureSavedFile(objectUrl: string) {
  const saved: { blob?: Blob; name?: string; href?: string } = {};
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.blob = blob;
    return objectUrl;
  });
  URL.revokeObjectURL = vi.fn();
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement && event.target.download) {
      saved.name = event.target.download;
      saved.href = event.target.getAttribute('href') ?? undefined;
      event.preventDefault();
    }
  };
  document.addEventListener('click', onClick);
  return { saved, stop: () => document.removeEventListener('click', onClick) };
}

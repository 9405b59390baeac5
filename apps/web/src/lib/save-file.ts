/** FileSaver's figure: long enough for every browser to have started reading the blob. */
const REVOKE_AFTER_MS = 40_000;

/** Saves a blob under a file name the way a download link would (object URL + a[download]). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

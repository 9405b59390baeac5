import { accountExportFileName } from '@arx/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { sendApiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The name the server gave the file (Content-Disposition), or today's export name. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? accountExportFileName(new Date());
}

/**
 * GET /account/export with the bearer token, saved as a JSON file: a plain link could not send
 * the token, and the token must never be put in a URL.
 */
async function downloadAccountExport(): Promise<string> {
  const response = await sendApiRequest('/account/export');
  const fileName = fileNameOf(response);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport });
}

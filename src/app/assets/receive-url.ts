import type { Config } from '../../config.ts';
import { filenameFromUrl, MAX_FILE_BYTES, MB } from '../../domain/asset-files.ts';
import { validationFailed } from '../../domain/errors.ts';
import { FetchLimitError, safeFetch, UnsafeTargetError } from '../../integrations/safe-fetch.ts';
import { receiveBuffer, type ReceivedFile } from './receive-file.ts';

/** SPEC "Limits": upload redirects up to 3, each rechecked. */
export const UPLOAD_MAX_REDIRECTS = 3;
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The file name a server gives in Content-Disposition, if any. */
function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return plain ? (plain[1] ?? plain[2]).trim() || null : null;
}

/**
 * Step one of an upload by URL (SPEC "Assets": https on the public internet, up to 3
 * redirects each checked again): downloads through the one safe fetcher, then receives the
 * bytes like any other upload. Every refusal is `validation_failed` on `field` with a fix.
 */
export async function receiveUrl(config: Config, url: string, field = 'url'): Promise<ReceivedFile> {
  let res;
  try {
    res = await safeFetch(url, {
      policy: { allowPrivate: config.allowPrivateTargets },
      maxBytes: MAX_FILE_BYTES,
      maxRedirects: UPLOAD_MAX_REDIRECTS,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      headers: { accept: 'image/*, video/mp4, video/webm, application/pdf;q=0.9, */*;q=0.5' },
    });
  } catch (err) {
    if (err instanceof UnsafeTargetError) {
      throw validationFailed({ [field]: `a public https:// URL: ${err.message}` }, `The URL cannot be downloaded: ${err.message}.`, 'Give an https:// URL on the public internet, or upload the file itself as multipart `file`.');
    }
    if (err instanceof FetchLimitError) {
      const fix: Record<string, string> = {
        too_large: `Files can be at most ${MAX_FILE_BYTES / MB} MB (images and PDFs 20 MB); link a smaller file.`,
        too_many_redirects: `Link the file's final address: at most ${UPLOAD_MAX_REDIRECTS} redirects are followed.`,
        timeout: 'The server was too slow; try again, or upload the file itself as multipart `file`.',
        network: 'Check that the URL is right and its server is reachable, or upload the file itself as multipart `file`.',
      };
      throw validationFailed({ [field]: `a URL that can be downloaded: ${err.message}` }, `The URL could not be downloaded: ${err.message}.`, fix[err.reason]);
    }
    throw err;
  }
  if (res.status < 200 || res.status > 299) {
    throw validationFailed(
      { [field]: `a URL that answers with the file; it answered HTTP ${res.status}` },
      `Downloading the URL gave HTTP ${res.status}.`,
      'Check the URL in a browser: it must answer 200 with the file itself, without a login.',
    );
  }
  const name = dispositionName(res.headers.get('content-disposition')) ?? filenameFromUrl(res.url);
  return receiveBuffer(config, res.body, { name, nameIsExplicit: false, field });
}

import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { receiveStream, type ReceivedFile } from '../app/assets/receive-file.ts';
import { MAX_FILE_BYTES } from '../domain/asset-files.ts';
import { AppError, appError, validationFailed } from '../domain/errors.ts';

/** Busboy limits for asset uploads; the per-type size limit is enforced while streaming (receive-file.ts). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES + 1, // a backstop only: the stream is cut at the type's limit first
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: 20 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
};

export interface MultipartUpload {
  file: ReceivedFile | null;
  fields: Record<string, string>;
}

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () => validationFailed({ file: 'exactly one file per request' }, 'Only one file can be uploaded per request.', 'Send one `file` part; upload further files with further requests (or a batch with create_asset).'),
  FST_REQ_FILE_TOO_LARGE: () => validationFailed({ file: `at most ${MAX_FILE_BYTES / 1024 / 1024} MB` }, 'The file is too large.'),
  FST_FIELDS_LIMIT: () => appError('invalid_body', 'The form has too many fields.', { fix: 'Send only file, title, alt, description and filename.' }),
  FST_PARTS_LIMIT: () => appError('invalid_body', 'The form has too many parts.', { fix: 'Send only file, title, alt, description and filename.' }),
  FST_PROTO_VIOLATION: () => appError('invalid_body', 'The form has a field name that is not allowed.', { fix: 'Send only file, title, alt, description and filename.' }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => appError('invalid_body', 'The body is not multipart/form-data.', { fix: 'Send the file as multipart/form-data, or JSON with a `url`.' }),
};

function asAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code && MULTIPART_ERRORS[code]) return MULTIPART_ERRORS[code]();
  if (err instanceof Error && /multipart|boundary|Unexpected end of form|Malformed/i.test(err.message)) {
    return appError('invalid_body', `The multipart body could not be read: ${err.message}.`, { fix: 'Send a well-formed multipart/form-data body (let your HTTP client build it).' });
  }
  return err;
}

/** Browsers escape `"`, CR and LF in form file names (HTML "multipart/form-data encoding"). */
function formFilename(raw: string | undefined): string | null {
  if (!raw) return null;
  return raw.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/**
 * Reads an upload form: the one `file` part is streamed straight into a temp file (see
 * receive-file.ts), text parts are collected. Unknown parts give `validation_failed`, like
 * unknown JSON properties. The caller disposes of the returned file.
 */
export async function readMultipartUpload(request: FastifyRequest, config: Config, allowedFields: readonly string[]): Promise<MultipartUpload> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const unknown: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          unknown[part.fieldname] = 'not a known part; the file goes in a part named `file`';
          part.file.resume();
          continue;
        }
        try {
          file = await receiveStream(config, part.file, { name: formFilename(part.filename), nameIsExplicit: true, field: 'file' });
        } catch (err) {
          // Nothing more is stored: the rest of a refused file is read and dropped, so the
          // client gets the error instead of a stalled upload.
          part.file.resume();
          throw err;
        }
      } else if (!allowedFields.includes(part.fieldname)) {
        unknown[part.fieldname] = `not a known field; send ${['file', ...allowedFields].join(', ')}`;
      } else if (part.valueTruncated) {
        unknown[part.fieldname] = `at most ${MULTIPART_LIMITS.fieldSize} bytes`;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (Object.keys(unknown).length > 0) throw validationFailed(unknown, 'The form has fields this endpoint does not accept.');
  } catch (err) {
    await file?.dispose();
    throw asAppError(err);
  }
  return { file, fields };
}

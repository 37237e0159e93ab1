/**
 * Resumable uploads (the tus 1.0 protocol): how the browser and the server name an upload.
 *
 * An administrator's browser sends a large file in its own requests before the form that uses it:
 * `POST /api/uploads` with `Upload-Length` and `Upload-Metadata` (`kind`, `filename`, `filetype`)
 * creates an upload and answers its address, `/api/uploads/<id>`; `PATCH` requests send its bytes
 * from the offset the server holds (`HEAD` tells it after a dropped connection); `DELETE` drops it.
 * The form that creates the news item or product then names the finished upload in its `upload`
 * field instead of carrying the file, and the server checks the file, moves it into place and
 * writes the row in that one request.
 */

/** Where uploads are created; an upload's own address is this, a slash and its id. */
export const uploadsPath = '/api/uploads';

/** What an upload is for: each kind has its own size limit and accepted types. */
export const uploadKinds = ['productImage', 'newsImage', 'newsVideo', 'poster'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The form field that names a finished upload in place of a file part. */
export const uploadField = 'upload';
/** The news video form's field that names its still (captured in the browser), sent the same way. */
export const posterUploadField = 'poster_upload';

/** An upload's id: 32 lower-case hex digits, as the server makes them. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;

/**
 * Where the browser reads how far an upload is while its own request still sends it (`{ offset,
 * length }`): the network's buffers take a whole picture at once, so the request's own progress
 * says little of what arrived.
 */
export const offsetPathOf = (uploadUrl: string) => `${uploadUrl}/offset`;

/** Partial uploads untouched this long are swept away. */
export const partialUploadLifetimeMs = 24 * 60 * 60_000;

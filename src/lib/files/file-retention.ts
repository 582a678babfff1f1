/**
 * How long the shop keeps an upload nothing uses: a module of its own, so 我的文件 can say it
 * without loading the upload rules (file-formats.ts and the quotation's rules behind it).
 */

/** Unsubmitted uploads (not used by any order, design request or open draft) are deleted this long after upload. */
export const UNATTACHED_FILE_DAYS = 7;

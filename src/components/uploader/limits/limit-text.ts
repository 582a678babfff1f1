import { t } from './messages.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { UPLOAD_LIMITS } from '../../../lib/files/quotation-rules.ts';
import type { LimitProblem } from '../../../lib/files/upload-limits.ts';

/*
 * The words for a refused file, apart from the checks (upload-limits.ts): a page loads them when a
 * file is refused, not with the uploader.
 */

/** The message for a refused file, naming the file and the limit it broke. */
export function limitMessage(problem: LimitProblem): string {
  switch (problem.code) {
    case 'format':
      return t(problem.purpose === 'reference' ? 'upload.limit.referenceFormat' : 'upload.limit.format', { name: problem.name });
    case 'empty':
      return t('upload.limit.empty', { name: problem.name });
    case 'duplicate':
      return t('upload.limit.duplicate', { name: problem.name });
    case 'size':
      return t('upload.limit.size', { name: problem.name, size: formatBytes(problem.size), max: problem.max / 1024 / 1024 });
    case 'count':
      return t('upload.limit.count', { name: problem.name, max: UPLOAD_LIMITS.maxFiles });
    case 'quota':
      return t('upload.limit.quota', { name: problem.name, size: formatBytes(problem.size), remaining: formatBytes(problem.remaining) });
  }
}

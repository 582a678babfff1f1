import { t } from './messages.ts';
import type { meshWarningMessages } from './messages.ts';

type MessageKey = keyof typeof meshWarningMessages;

/**
 * Chinese text for a measurement warning code: the geometry module's codes, the server's codes
 * for a file it could not measure (`unreadable`, `empty`, `measureFailed`) and the browser
 * worker's own failures (`timeout`, `workerFailed`).
 */
const WARNING_KEYS: Readonly<Record<string, MessageKey>> = {
  openEdges: 'upload.warning.openEdges',
  nonManifoldEdges: 'upload.warning.nonManifoldEdges',
  inconsistentOrientation: 'upload.warning.inconsistentOrientation',
  invertedNormals: 'upload.warning.invertedNormals',
  degenerateTriangles: 'upload.warning.degenerateTriangles',
  nonFiniteCoordinates: 'upload.warning.nonFiniteCoordinates',
  invalidFaces: 'upload.warning.invalidFaces',
  manifoldCheckSkipped: 'upload.warning.manifoldCheckSkipped',
  volumeExceedsBox: 'upload.warning.volumeExceedsBox',
  overlappingShells: 'upload.warning.overlappingShells',
  unreadable: 'upload.warning.unreadable',
  empty: 'upload.warning.empty',
  measureFailed: 'upload.warning.measureFailed',
  buildTooLarge: 'upload.warning.buildTooLarge',
  timeout: 'upload.warning.timeout',
  workerFailed: 'upload.warning.workerFailed',
};

/** The text of one warning code; an unknown code still says something is off. */
export function meshWarningText(code: string): string {
  const key = WARNING_KEYS[code];
  return key ? t(key) : t('upload.warning.unknown', { code });
}

/** Texts of several codes, each once, in the order given. */
export function meshWarningTexts(codes: readonly string[]): string[] {
  return [...new Set(codes)].map(meshWarningText);
}

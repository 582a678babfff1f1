/**
 * The 3D view of an order line's model in 报价, loaded only when the engineer opens it (the viewer
 * is three.js, far heavier than the desk): a mesh as it is, a STEP or IGES file the server measured
 * through the CAD worker, both downloaded with the staff token.
 */
import { PreviewDialog, type PreviewSource } from '~/components/preview/PreviewDialog';
import { isCadPreview, isMeshPreview, type FileFormat } from '~/lib/files/file-formats';
import { downloadOrderFile } from '../staff-api';

export interface PreviewedLine {
  orderNo: string;
  fileId: number;
  name: string;
  format: FileFormat;
  measured: boolean;
}

function sourceOf(line: PreviewedLine): PreviewSource | null {
  const bytes = async () => {
    const blob = await downloadOrderFile(line.orderNo, line.fileId);
    if (!blob) throw new Error('download refused');
    return blob.arrayBuffer();
  };
  const id = `order:${line.orderNo}:${line.fileId}`;
  if (isCadPreview(line.format, line.measured)) {
    return { id, name: line.name, format: 'stl', load: async (signal) => (await import('~/components/preview/cad-preview')).cadPreviewMesh(line.name, await bytes(), signal) };
  }
  return isMeshPreview(line.format) ? { id, name: line.name, format: line.format, load: bytes } : null;
}

export default function LinePreview({ line, onClose }: { line: PreviewedLine; onClose: () => void }) {
  return <PreviewDialog source={sourceOf(line)} onClose={onClose} />;
}

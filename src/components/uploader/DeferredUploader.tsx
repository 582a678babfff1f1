import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useState } from 'react';
import { Loading } from '~/core/ListState';
import { t } from '~/components/uploader/messages';
import { $shopUser } from '~/stores/shop-user';
import type { UploadBinding } from '~/stores/upload-draft';
import type { PrintabilityCheck } from './queue/Uploader';
import { NoFiles, UploaderFrame } from './UploaderFrame';

// The upload queue, its rows and the transfers come in when the draft has files, or when the
// customer picks or drops the first one (already on their way once the pointer or focus reaches the zone).
const loadUploader = () => import('./queue/Uploader');
const Uploader = lazy(() => loadUploader().then((module) => ({ default: module.Uploader })));

export interface DeferredUploaderProps {
  binding: UploadBinding;
  title?: string;
  printability?: PrintabilityCheck | null;
  /** Skeleton rows at most while the uploader loads for files the draft holds or the customer just gave. */
  loadingRows?: number;
}

interface Picked {
  files: File[];
  /** The keyboard was on 选择文件. */
  focused: boolean;
}

/**
 * The uploader of a draft, drawn as its frame alone (heading, drop zone, limits, storage) while
 * the draft has no files: that is all it shows until a file comes. The first pick or drop loads
 * the uploader and hands it the files; a draft that holds files loads it at once, its frame
 * standing in meanwhile. Once in, the uploader stays, also when the last file is removed.
 */
export function DeferredUploader({ binding, title = t('upload.title'), printability = null, loadingRows = 3 }: DeferredUploaderProps) {
  const shop = useStore($shopUser).userInfo?.customer.shop;
  const titleId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  // Sticky: a draft that has had files keeps the uploader after its last one is removed.
  const [wanted, setWanted] = useState(false);
  const inUse = wanted || binding.items.length > 0 || picked !== null;
  if (inUse && !wanted) setWanted(true);
  const frame = (
    <UploaderFrame
      title={title}
      titleId={titleId}
      items={binding.items}
      purpose={binding.purpose}
      shop={shop}
      onIntent={() => void loadUploader()}
      onFiles={(files) => setPicked({ files, focused: document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'file' })}
    >
      {inUse ? <Loading rows={Math.max(1, Math.min(picked?.files.length ?? binding.items.length, loadingRows))} /> : <NoFiles />}
    </UploaderFrame>
  );
  if (!inUse) return frame;
  return (
    <Suspense fallback={frame}>
      <Uploader binding={binding} title={title} printability={printability} {...(picked ? { initialFiles: picked.files, focusPicker: picked.focused } : {})} />
    </Suspense>
  );
}

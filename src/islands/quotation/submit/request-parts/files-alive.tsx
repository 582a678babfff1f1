// The draft's files on the server: step 3 tells the server the draft still uses its parts
// (DraftFilesAlive) and their 2D drawings (DrawingsAlive), and says which files are gone.
import { lazy, Suspense, type ComponentProps } from 'react';

export { DraftFilesAlive } from '~/components/uploader/DraftFilesAlive';
// The parts' 2D drawings are kept alive by the draft like its parts; loaded with a line's drawing
// and call-outs (each a chunk the page's list of what these extras need would otherwise name).
const LazyDrawingsAlive = lazy(async () => ({ default: (await import('../../callouts/line-callouts')).DrawingsAlive }));
export const DrawingsAlive = (props: ComponentProps<typeof LazyDrawingsAlive>) => (
  <Suspense fallback={null}>
    <LazyDrawingsAlive {...props} />
  </Suspense>
);
// Named only when a file is gone: it and its texts load then (the server has just said so, so nothing waits on it).
const LazyGoneFilesNotice = lazy(async () => ({ default: (await import('../gone-files/GoneFilesNotice')).GoneFilesNotice }));
export const GoneFilesNotice = (props: ComponentProps<typeof LazyGoneFilesNotice>) => (
  <Suspense fallback={null}>
    <LazyGoneFilesNotice {...props} />
  </Suspense>
);

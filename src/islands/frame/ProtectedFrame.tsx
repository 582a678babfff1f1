import { Guarded } from '~/islands/guard/Guarded';
import { PageFrame } from '~/components/PageFrame';

export interface ProtectedFrameProps {
  title: string;
  note: string;
}

/** A logged-in route whose screen arrives in a later issue: its title, behind the guard. */
export default function ProtectedFrame({ title, note }: ProtectedFrameProps) {
  return (
    <Guarded>
      <PageFrame title={title} note={note} />
    </Guarded>
  );
}

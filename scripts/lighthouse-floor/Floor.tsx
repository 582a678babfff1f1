import { FLOOR_TEXT } from './text';

/** The floor's island: React started on the page, and nothing of the shop's own drawn with it. */
export default function Floor() {
  return <p className="p-4">{FLOOR_TEXT}</p>;
}

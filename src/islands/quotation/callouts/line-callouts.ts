/**
 * What step 3 loads for the parts' drawings and call-outs, behind one lazy import of its extras:
 * the line's 需工程师确认 and the draft's word to the server that it uses the drawings.
 */
export { LineConfirmationNote } from '~/components/callouts/LineConfirmationNote';
export { DrawingsAlive } from './DrawingsAlive';

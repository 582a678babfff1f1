/** Characters as a reader counts them (an emoji is one, not two UTF-16 units): how the length limits of the forms are shown and checked. */
export const charCount = (text: string): number => Array.from(text).length;

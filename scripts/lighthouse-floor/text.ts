/** The one paragraph both measuring pages draw, so that they differ only in whether React draws it. */
export const FLOOR_TEXT = '本页只用于测量基线，不含任何业务功能。';

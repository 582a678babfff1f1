/**
 * The address book's words a checkout's picker says (part of the address book's area): a checkout
 * loads these, not the texts of the book's card and form.
 */
export const addressPickMessages = {
  'addressBook.default': '默认',
  'addressBook.saved': '地址已保存',
  'addressBook.pick.title': '从地址簿选择',
  'addressBook.pick.typed': '使用下方填写的地址',
  'addressBook.pick.save': '保存到地址簿',
  /** The same button's visible word on a phone, where the row has room for the chosen address only beside a short one. */
  'addressBook.pick.saveShort': '保存',
  'addressBook.pick.manage': '管理地址簿',
} as const;

/**
 * What /mydesign/ordercenter/packageorder shows, kept in its query string: the page, and while
 * a link to one order is being shown, that order (`orderNo`, the server answers the page holding
 * it) with `pay=1` when its payment is open.
 */
export interface PackageOrdersSearch {
  page: number;
  orderNo: string;
  pay: boolean;
}

export function readPackageOrdersSearch(search: string): PackageOrdersSearch {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  const orderNo = query.get('orderNo')?.trim() ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    orderNo,
    // Paying needs the order it pays.
    pay: orderNo !== '' && query.get('pay') === '1',
  };
}

/** The query string of what is shown, defaults left out. */
export function writePackageOrdersSearch(state: PackageOrdersSearch): string {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.orderNo) {
    query.set('orderNo', state.orderNo);
    if (state.pay) query.set('pay', '1');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

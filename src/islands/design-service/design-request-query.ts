import type { DesignStatus } from '../../wire/design-requests.ts';
import { isDesignStatus } from './design-service-status.ts';

/**
 * What /mydesign/ordercenter/designorder shows, kept in its query string: a status tab ('' for
 * 全部), the page, the open request (`requestNo`) and whether the new-request form is open
 * (`new=1`, with `package=<orderNo>` to preselect the package it uses).
 */
export interface DesignOrdersState {
  status: DesignStatus | '';
  page: number;
  requestNo: string;
  compose: boolean;
  packageOrderNo: string;
}

export function readDesignOrdersSearch(search: string): DesignOrdersState {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const page = Number(query.get('page'));
  const packageOrderNo = query.get('package')?.trim() ?? '';
  return {
    status: isDesignStatus(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    requestNo: query.get('requestNo')?.trim() ?? '',
    // 提需求 links carry the package; that alone opens the form too.
    compose: query.get('new') === '1' || packageOrderNo !== '',
    packageOrderNo,
  };
}

/** The query string of a state, defaults left out. */
export function writeDesignOrdersSearch(state: DesignOrdersState): string {
  const query = new URLSearchParams();
  if (state.status) query.set('status', state.status);
  if (state.page > 1) query.set('page', String(state.page));
  if (state.requestNo) query.set('requestNo', state.requestNo);
  if (state.compose) {
    query.set('new', '1');
    if (state.packageOrderNo) query.set('package', state.packageOrderNo);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

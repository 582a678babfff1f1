import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DialogFooter } from './DialogFooter';

const noop = () => undefined;

describe('DialogFooter', () => {
  it('puts the step-back button before the one that does the work, in daisyUI’s modal-action row', () => {
    expect(renderToStaticMarkup(<DialogFooter secondary={{ label: '取消', onClick: noop }} primary={{ label: '保存', onClick: noop }} />)).toBe(
      '<div class="modal-action mt-0"><button type="button" class="btn btn-ghost">取消</button><button type="button" class="btn btn-primary">保存</button></div>',
    );
  });

  it('shows a spinner and the busy words while the work runs, with both buttons disabled as asked', () => {
    const markup = renderToStaticMarkup(
      <DialogFooter secondary={{ label: '取消', disabled: true, onClick: noop }} primary={{ label: '支付 ¥100.00', busy: true, busyLabel: '正在支付…', disabled: true, onClick: noop }} />,
    );
    expect(markup).toContain('<button type="button" class="btn btn-ghost" disabled="">取消</button>');
    expect(markup).toContain('<button type="button" class="btn btn-primary" disabled=""><span class="loading loading-spinner loading-sm" aria-hidden="true"></span>正在支付…</button>');
  });

  it('leaves out a button not given, shows an outline step-back button, and puts `start` first', () => {
    expect(renderToStaticMarkup(<DialogFooter className="mt-0 border-t" secondary={{ label: '修改', outline: true, onClick: noop }} />)).toBe(
      '<div class="modal-action mt-0 border-t"><button type="button" class="btn btn-outline">修改</button></div>',
    );
    expect(renderToStaticMarkup(<DialogFooter start={<button type="button">清除</button>} primary={{ label: '确认', onClick: noop }} />)).toBe(
      '<div class="modal-action mt-0"><button type="button">清除</button><button type="button" class="btn btn-primary">确认</button></div>',
    );
  });

  it('draws the working button red for a dialog that deletes or cancels', () => {
    expect(renderToStaticMarkup(<DialogFooter secondary={{ label: '返回', onClick: noop }} primary={{ label: '删除', danger: true, onClick: noop }} />)).toBe(
      '<div class="modal-action mt-0"><button type="button" class="btn btn-ghost">返回</button><button type="button" class="btn btn-error">删除</button></div>',
    );
  });
});

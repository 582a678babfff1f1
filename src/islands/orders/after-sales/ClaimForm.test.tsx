// @vitest-environment happy-dom
// The claim form in a real React root: what it refuses before sending anything, and that what
// was typed stays.
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { reactRootPerTest } from '~/core/test-react-root';
import { ClaimForm } from './ClaimForm';

const view = reactRootPerTest();

function setValue(element: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLSelectElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('申请售后', () => {
  test('says what is missing next to each field and sends nothing, keeping what was typed', async () => {
    let sent = 0;
    await act(async () => view.root.render(<ClaimForm orderNo="HC20260301-0001" onSent={() => (sent += 1)} onCancel={() => {}} />));
    const form = view.host.querySelector('form');
    const submit = () => act(async () => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await submit();
    expect(view.host.textContent).toContain('请选择售后原因');
    expect(view.host.textContent).toContain('请描述遇到的问题');

    const textarea = view.host.querySelector('textarea');
    if (!textarea) throw new Error('no description field');
    await act(async () => setValue(textarea, '字'.repeat(501)));
    await submit();
    expect(view.host.textContent).toContain('问题描述最多 500 个字（当前 501 字）');
    expect(textarea.value).toHaveLength(501);
    expect(sent).toBe(0);
    expect(view.host.querySelector('[aria-invalid="true"]')).not.toBeNull();
  });
});

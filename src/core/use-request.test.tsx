// @vitest-environment happy-dom
// The hooks that start a request or a lazy import at mount, in a real React root: each start
// runs in a task of its own (not all in the one task that runs the page's effects), an unmount
// before that task cancels it, and the answer still arrives.
import { act } from 'react';
import { expect, test } from 'vitest';
import { useLazyModule } from '../components/ui/use-lazy-module';
import { reactRootPerTest } from './test-react-root';
import { useRequest } from './use-request';

const view = reactRootPerTest();

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 10));

test('two requests of one page start in separate tasks, after the mount, and their answers arrive', async () => {
  const order: string[] = [];
  // A microtask queued by the first start runs before the second start only if the two run in different tasks.
  const loadA = () => {
    order.push('A');
    queueMicrotask(() => order.push('A settled its microtasks'));
    return Promise.resolve('materials');
  };
  const loadB = () => {
    order.push('B');
    return Promise.resolve('coupons');
  };
  function Page() {
    const a = useRequest('a', loadA);
    const b = useRequest('b', loadB);
    return <p>{`${a.status}:${a.data ?? ''} ${b.status}:${b.data ?? ''}`}</p>;
  }
  act(() => view.root.render(<Page />));
  // The mount and its effects are done; nothing has been asked yet.
  expect(order).toEqual([]);
  expect(view.host.textContent).toBe('loading: loading:');
  await act(nextTasks);
  expect(order).toEqual(['A', 'A settled its microtasks', 'B']);
  expect(view.host.textContent).toBe('ready:materials ready:coupons');
});

test('a page left before its request started never sends it', async () => {
  let calls = 0;
  function Page() {
    useRequest('a', () => {
      calls += 1;
      return Promise.resolve(1);
    });
    return null;
  }
  act(() => view.root.render(<Page />));
  act(() => view.root.render(<p>elsewhere</p>));
  await act(nextTasks);
  expect(calls).toBe(0);
});

test('a lazy module starts loading in a task after the mount, and is ready once loaded', async () => {
  const order: string[] = [];
  const load = () => {
    order.push('import');
    return Promise.resolve({ answer: 42 });
  };
  function Page() {
    const lazy = useLazyModule(true, load);
    order.push(`render ${lazy.status}`);
    return <p>{lazy.module ? String(lazy.module.answer) : lazy.status}</p>;
  }
  act(() => view.root.render(<Page />));
  expect(order).not.toContain('import');
  expect(view.host.textContent).toBe('loading');
  await act(nextTasks);
  expect(order.filter((entry) => entry === 'import')).toHaveLength(1);
  expect(view.host.textContent).toBe('42');
});

test('a lazy module that fails says so, and retry loads it again', async () => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ answer: 7 });
  };
  let retry = () => {};
  function Page() {
    const lazy = useLazyModule(true, load);
    retry = lazy.retry;
    return <p>{lazy.module ? String(lazy.module.answer) : lazy.status}</p>;
  }
  act(() => view.root.render(<Page />));
  await act(nextTasks);
  expect(view.host.textContent).toBe('failed');
  act(() => retry());
  expect(view.host.textContent).toBe('loading');
  await act(nextTasks);
  expect(calls).toBe(2);
  expect(view.host.textContent).toBe('7');
});

test('a lazy module loaded once is there at once when a part using it is drawn again', async () => {
  let calls = 0;
  const load = () => {
    calls += 1;
    return Promise.resolve({ answer: 3 });
  };
  function Part() {
    const lazy = useLazyModule(true, load);
    return <p>{lazy.module ? String(lazy.module.answer) : lazy.status}</p>;
  }
  act(() => view.root.render(<Part />));
  await act(nextTasks);
  expect(view.host.textContent).toBe('3');
  act(() => view.root.render(<p>elsewhere</p>));
  act(() => view.root.render(<Part />));
  // The first render of the new part already has it: no placeholder in between, no second import.
  expect(view.host.textContent).toBe('3');
  await act(nextTasks);
  expect(calls).toBe(1);
});

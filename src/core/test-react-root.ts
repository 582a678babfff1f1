import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * For tests of hooks and parts (in a happy-dom test file): a real React root in the document,
 * made before each test (after `before`, e.g. clearing storage) and unmounted after it. Call it
 * at the top level; read `host` and `root` inside the tests.
 */
export function reactRootPerTest(before?: () => void): { readonly host: HTMLElement; readonly root: Root } {
  let host: HTMLElement | null = null;
  let root: Root | null = null;
  beforeEach(() => {
    before?.();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
  });
  return {
    get host() {
      if (!host) throw new Error('reactRootPerTest: read host inside a test');
      return host;
    },
    get root() {
      if (!root) throw new Error('reactRootPerTest: read root inside a test');
      return root;
    },
  };
}

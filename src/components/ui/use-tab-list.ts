import { useRef, type KeyboardEvent } from 'react';

/**
 * A tab list after the WAI-ARIA tabs pattern: one tab stop (the selected tab); arrow keys, Home
 * and End move between the tabs and select them. `tabProps(value)` are the props of that value's
 * `<button>`; the caller draws the list (`role="tablist"` with its name) and each tab's face.
 */
export function useTabList<T>(values: readonly T[], selected: T, onSelect: (value: T) => void, tabId: (value: T) => string, panelId: string) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = values.indexOf(selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Not `values[…] ?? selected`: a tab's value may be null (全部).
    const next = values[(target + values.length) % values.length] as T;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  const tabProps = (value: T) => {
    const active = value === selected;
    return {
      ref: (element: HTMLButtonElement | null) => {
        if (element) refs.current.set(value, element);
        else refs.current.delete(value);
      },
      type: 'button' as const,
      role: 'tab' as const,
      id: tabId(value),
      'aria-selected': active,
      'aria-controls': panelId,
      tabIndex: active ? 0 : -1,
      onClick: () => onSelect(value),
      onKeyDown,
    };
  };
  return { tabProps };
}

/** What a page shows while its login is checked or it is on its way elsewhere. */
export function GuardPending({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-base-content/70">
      <span className="loading loading-spinner loading-md loading-after-wait" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** One labelled figure of a `<dl>` grid; `wide` spans two columns (dates, sizes in 3 axes). */
export function Figure({ label, value, wide = false, mono = false }: { label: string; value: string; wide?: boolean; mono?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs text-base-content/65">{label}</dt>
      <dd className={`font-medium tabular-nums break-words ${mono ? 'font-mono break-all' : ''}`}>{value}</dd>
    </div>
  );
}

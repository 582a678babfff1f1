/** The frame of a route whose screen a later issue builds: title and what is coming. */
export function PageFrame({ title, note }: { title: string; note: string }) {
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="page-title">
      <div className="card-body">
        <h1 id="page-title" className="card-title text-2xl">
          {title}
        </h1>
        <p className="text-base-content/70">{note}</p>
      </div>
    </section>
  );
}

/** A titled bullet list; says so when the list is empty. */
export function ListBlock({ title, items }: { title?: string; items: string[] }) {
  return (
    <div>
      {title && <h4 className="mb-1.5 text-sm font-semibold">{title}</h4>}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">None identified</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

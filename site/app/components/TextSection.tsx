/** A titled paragraph, named by its heading (its id is `${id}-title`). */
export function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

/** A choice for a select input: stored value and French label. */
export type LabelledOption<V extends string | number = string> = {
  readonly value: V;
  readonly label: string;
};

/** Builds select options from an ordered list of values and their labels. */
export function toOptions<V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): ReadonlyArray<LabelledOption<V>> {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Label of a value read from storage; unknown values are shown as they are. */
export function labelFor(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? (labels[value] ?? value) : value;
}

/** Types a record of labels by its own keys, so that the labels are written once and the list derived (keysOf). */
export function labelRecord<K extends string>(labels: Record<K, string>): Readonly<Record<K, string>> {
  return labels;
}

/**
 * The keys of a record in the order they were written (none may look like an
 * integer, those JavaScript puts first), as a non-empty list z.enum accepts.
 */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  return Object.keys(record) as [K, ...K[]];
}

/** The label of a stored value from the list labels or, on a detail page, their own wording. */
export function variantLabelFor(
  listLabels: Readonly<Record<string, string>>,
  detailLabels: Readonly<Record<string, string>>,
): (value: string, variant?: "list" | "detail") => string {
  return (value, variant = "list") => labelFor(variant === "detail" ? detailLabels : listLabels, value);
}

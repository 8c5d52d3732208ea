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

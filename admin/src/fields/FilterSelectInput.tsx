import { SelectInput, type SelectInputProps } from "react-admin";

/** A list's select filter, wide enough for its label: squeezed to its empty value's width, the label ran under the arrow. */
export const FilterSelectInput = (props: SelectInputProps & { source: string; alwaysOn: true }) => (
  <SelectInput sx={{ minWidth: 200 }} {...props} />
);

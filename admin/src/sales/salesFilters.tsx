import { searchFilter } from "../fields/searchFilter";
import { StatusFilterInput, type StatusChoice } from "./StatusFilterInput";

/** Search box (number or client name) and status filter, both always shown. */
export const salesFilters = (statusChoices: readonly StatusChoice[]) => [
  ...searchFilter,
  <StatusFilterInput key="status" source="status" alwaysOn choices={statusChoices} />,
];

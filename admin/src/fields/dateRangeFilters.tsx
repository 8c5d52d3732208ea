import { DateInput } from "react-admin";

/** "Du" and "au" filters of a list on one date field, always shown; the data provider reads `_gte` and `_lte`. */
export const dateRangeFilters = (field: string, from: string, to: string) => [
  <DateInput key="from" source={`${field}_gte`} label={from} alwaysOn />,
  <DateInput key="to" source={`${field}_lte`} label={to} alwaysOn />,
];

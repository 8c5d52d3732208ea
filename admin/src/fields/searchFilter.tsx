import { SearchInput } from "react-admin";

/** The list search box: the data provider turns `q` into a case-insensitive search. */
export const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

import { useEffect, useRef } from "react";

/**
 * Calls `onChange` after a render in which one of `values` differs from the previous one;
 * never on the first render, so a stored document keeps what it was saved with.
 */
export const useOnValuesChange = (values: readonly unknown[], onChange: () => void): void => {
  const previous = useRef(values);
  useEffect(() => {
    const changed = values.some((value, index) => !Object.is(value, previous.current[index]));
    previous.current = values;
    if (changed) onChange();
  });
};

import type { FieldValues, Resolver } from "react-hook-form";

/**
 * For the tests: a form's resolver as the form calls it, answering the checked values and the
 * messages by field, as the form would show them.
 */
export const resolveForm =
  <T>(resolver: Resolver<FieldValues, unknown, T>) =>
  async (values: FieldValues) => {
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
    return { values: result.values as T, messages };
  };

import type { FormResult } from "../lib/forms.server";

/** A form's answer: the success message, or the error as an alert. */
export function FormAlert({ result }: { result: FormResult | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p className="alert alert-success">{result.message}</p>
  ) : (
    <p className="alert alert-error" role="alert">
      {result.error}
    </p>
  );
}

/** A form's answer shown in place, in a live region so that screen readers read it out. */
export function FormStatus({ result }: { result: FormResult | undefined }) {
  return (
    <div className="form-status" aria-live="polite">
      <FormAlert result={result} />
    </div>
  );
}

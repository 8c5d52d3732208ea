import type { FormResult } from "../lib/forms.server";

/** A form's answer, read out by screen readers: the success message, or the error as an alert. */
export function FormStatus({ result }: { result: FormResult | undefined }) {
  return (
    <div className="form-status" aria-live="polite">
      {result?.ok && <p className="alert alert-success">{result.message}</p>}
      {result && !result.ok && (
        <p className="alert alert-error" role="alert">
          {result.error}
        </p>
      )}
    </div>
  );
}

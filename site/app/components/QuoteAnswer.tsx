import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerFailure, AnswerField, AnswerForm, AnswerResult } from "../lib/client-document.server";
import type { ClientDocumentView } from "../lib/view.server";

/** The props that tie a control to its label and to its message. */
function fieldProps(formId: string, field: AnswerField, failure: AnswerFailure | undefined) {
  const invalid = Boolean(failure?.fieldErrors[field]);
  return {
    id: `${formId}-${field}`,
    name: field,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${formId}-${field}-error` : undefined,
  };
}

/** A field's message under it, named by the control's aria-describedby. */
function FieldError({
  formId,
  field,
  failure,
}: {
  formId: string;
  field: AnswerField;
  failure: AnswerFailure | undefined;
}) {
  const message = failure?.fieldErrors[field];
  return message ? (
    <p id={`${formId}-${field}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}

/**
 * One answer form: a plain HTML post to the page without JavaScript, a Remix submission with it, disabled while
 * on its way. After a refused post the first field to correct gets the focus.
 */
function AnswerFormBox({
  formId,
  form,
  failure,
  version,
  title,
  children,
}: {
  formId: string;
  form: AnswerForm;
  failure: AnswerFailure | undefined;
  version: string;
  title: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === form;
  const formRef = useRef<HTMLFormElement>(null);

  // Once the page is back to idle: a field is still disabled while the page reloads after the post.
  useEffect(() => {
    if (!busy) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [failure, busy]);

  return (
    <Form
      ref={formRef}
      method="post"
      className="answer-form"
      noValidate
      aria-labelledby={`${formId}-title`}
      preventScrollReset
    >
      <h3 id={`${formId}-title`}>{title}</h3>
      {/* The quote as this page shows it: an answer to a quote changed since is refused, and the page shows the new one. */}
      <input type="hidden" name="version" value={version} />
      <fieldset disabled={busy} className="form-fields">
        {children}
      </fieldset>
    </Form>
  );
}

/** What each answer form is given: the refused post's failure, if any, and the version of the quote shown. */
interface AnswerFormProps {
  failure: AnswerFailure | undefined;
  version: string;
}

function AcceptQuoteForm(props: AnswerFormProps) {
  const { failure } = props;
  const { t } = useTranslation();
  const formId = useId();
  const field = (name: AnswerField) => fieldProps(formId, name, failure);
  const error = (name: AnswerField) => <FieldError formId={formId} field={name} failure={failure} />;
  return (
    <AnswerFormBox {...props} formId={formId} form="accept" title={t("clientDocument.accept.title")}>
      <div className="form-field">
        <label htmlFor={`${formId}-fullName`}>{t("clientDocument.accept.fullName")}</label>
        <input
          {...field("fullName")}
          defaultValue={failure?.values.fullName}
          autoComplete="name"
          dir="auto"
          required
          maxLength={120}
        />
        {error("fullName")}
      </div>
      <div className="form-field form-check">
        <input {...field("approved")} type="checkbox" defaultChecked={failure?.values.approved === "on"} required />
        <label htmlFor={`${formId}-approved`}>{t("clientDocument.accept.approved")}</label>
        {error("approved")}
      </div>
      <div className="form-field">
        <label htmlFor={`${formId}-comment`}>{t("clientDocument.accept.comment")}</label>
        <textarea {...field("comment")} defaultValue={failure?.values.comment} dir="auto" rows={3} maxLength={1000} />
        {error("comment")}
      </div>
      <button type="submit" name="intent" value="accept" className="button button-primary">
        {t("clientDocument.accept.submit")}
      </button>
    </AnswerFormBox>
  );
}

function RejectQuoteForm(props: AnswerFormProps) {
  const { failure } = props;
  const { t } = useTranslation();
  const formId = useId();
  return (
    <AnswerFormBox {...props} formId={formId} form="reject" title={t("clientDocument.reject.title")}>
      <div className="form-field">
        <label htmlFor={`${formId}-reason`}>{t("clientDocument.reject.reason")}</label>
        <textarea
          {...fieldProps(formId, "reason", failure)}
          defaultValue={failure?.values.reason}
          dir="auto"
          rows={3}
          maxLength={1000}
        />
        <FieldError formId={formId} field="reason" failure={failure} />
      </div>
      <button type="submit" name="intent" value="reject" className="button button-secondary">
        {t("clientDocument.reject.submit")}
      </button>
    </AnswerFormBox>
  );
}

/**
 * A quote's answer: "Accepté le … par …" or "Refusé le …" once given, why it cannot be answered otherwise, else
 * the two forms. A refused post's message stays shown even when the page no longer offers the forms (409).
 */
export function QuoteAnswer({ view }: { view: ClientDocumentView }) {
  const { t } = useTranslation();
  const result = useActionData<AnswerResult>();
  const failure = result && !result.ok ? result : undefined;
  const { answer, document } = view;
  return (
    <section className="client-section" aria-labelledby="quote-answer">
      <h2 id="quote-answer">{t("clientDocument.answer.title")}</h2>
      {answer ? (
        <p className="alert alert-success">
          {answer.decision === "accepted"
            ? t("clientDocument.answer.accepted", { date: answer.date, name: answer.name })
            : t("clientDocument.answer.rejected", { date: answer.date })}
        </p>
      ) : (
        document.answerBlock && <p>{t(`clientDocument.blocked.${document.answerBlock}`)}</p>
      )}
      {failure?.error && (
        <p className="alert alert-error" role="alert">
          {failure.error}
        </p>
      )}
      {document.canAnswer && (
        <div className="answer-forms">
          <AcceptQuoteForm
            failure={failure?.form === "accept" ? failure : undefined}
            version={document.version ?? ""}
          />
          <RejectQuoteForm
            failure={failure?.form === "reject" ? failure : undefined}
            version={document.version ?? ""}
          />
        </div>
      )}
    </section>
  );
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { supportedLanguages } from "../i18n";
import { serializeLanguageCookie } from "../lib/language-cookie.server";

const LanguageChoiceSchema = z.object({
  lng: z.enum(supportedLanguages),
  // A path on this site only: "//host" and "/\host" are read by browsers as
  // other hosts, and control characters are stripped by them before parsing.
  redirectTo: z
    .string()
    .startsWith("/")
    .refine((path) => !path.startsWith("//"), "must not start with //")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    .refine((path) => !/[\\\u0000-\u001f\u007f]/.test(path), "must not contain a backslash or control character"),
});

// This address is only a form target; someone who opens it is sent home.
export const loader = () => redirect("/");

/** Stores the visitor's language for a year and sends them back where they were. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = LanguageChoiceSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    throw new Response(z.prettifyError(parsed.error), { status: 400 });
  }
  const { lng, redirectTo } = parsed.data;
  return redirect(redirectTo, {
    status: 303,
    headers: { "Set-Cookie": serializeLanguageCookie(lng) },
  });
}

import { ErrorPage } from "../components/ErrorPage";

// Any address no other route claims is a 404, for reads and form posts alike;
// the root error boundary renders the translated not-found page.
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = notFound;
export const action = notFound;

// Never reached (the loader always throws), but a default export keeps this a
// page route, so the 404 renders as HTML instead of a bare text response.
export default function NotFoundRoute() {
  return <ErrorPage kind="notFound" />;
}

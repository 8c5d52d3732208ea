import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SimplePage } from "../components/SimplePage";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";

// React Router matches paths case-insensitively, so /Propos (the spelling in
// the spec's route table) answers 200 with this same page; the canonical link names /propos.
export const loader = ({ request }: LoaderFunctionArgs) => loadPageMeta(request, "about", "/propos");

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data);

export default function About() {
  return <SimplePage page="about" />;
}

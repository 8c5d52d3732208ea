import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SimplePage } from "../components/SimplePage";
import { pageMetaTags } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadPageMeta(request, "project", `/projects/${encodeURIComponent(params.id ?? "")}`);

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMetaTags(data);

export default function Project() {
  return <SimplePage page="project" />;
}

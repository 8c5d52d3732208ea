import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomePage } from "../components/HomePage";
import { getSiteText } from "../lib/content.server";
import { homeContent } from "../lib/home.server";
import { pageMeta } from "../lib/page-meta";
import { loadPageMeta } from "../lib/page-meta.server";
import { requestLanguage } from "../lib/view.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await requestLanguage(request);
  const [meta, content] = await Promise.all([
    loadPageMeta(request, "home", "/"),
    homeContent(locale, getSiteText(locale)),
  ]);
  return { meta, content };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>().content} />;
}

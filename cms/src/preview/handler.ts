import { siteSecret } from "../auth/visitor";
import { publicSiteUrl } from "../site/public-url";
import { isPreviewUid, signPreview } from "./token";

/**
 * Strapi's preview handler (config/admin.ts): the address on the site of the document being edited, with a signed
 * token that expires, for an article (draft or published) or the site's text; no address for any other type, which
 * leaves the panel without a preview button there.
 */
export async function previewUrl(
  uid: string,
  { documentId, locale }: { documentId?: string; locale?: string | null },
): Promise<string | null> {
  const site = publicSiteUrl();
  const secret = siteSecret();
  if (!isPreviewUid(uid) || !documentId || !site || !secret) return null;
  const language = locale || "fr";
  const token = signPreview({ uid, documentId, locale: language }, secret);
  return `${site}/preview/${token}?lng=${encodeURIComponent(language)}`;
}

import type { ShareLinkCreated, ShareLinkState } from "@agency/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAgencyDataProvider } from "../providers/dataProvider";
import type { SharedResource } from "../providers/shareMethods";
import { useSalesNotify } from "../sales/useSalesNotify";

/** The cache of a document's link state: sending the document by e-mail makes a new link, and reloads it. */
export const shareLinkQueryKey = (resource: SharedResource, id: string) => [resource, "shareLink", id] as const;

const sameInstant = (a: string | null | undefined, b: string) => a != null && Date.parse(a) === Date.parse(b);

/**
 * A document's link: its state, "Créer le lien" / "Nouveau lien", "Révoquer". The address of a link created here
 * is kept while that link is the document's working one; a mail sent since made another and hides it.
 */
export const useShareLink = (resource: SharedResource, id: string) => {
  const dataProvider = useAgencyDataProvider();
  const queryClient = useQueryClient();
  const notify = useSalesNotify();
  const key = shareLinkQueryKey(resource, id);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.shareLink(resource, id, signal),
    // A refusal (a draft) or a failure is said at once, not after three tries.
    retry: false,
  });
  // Each change is written to the journal: the page's histories read it again.
  const journalChanged = () => void queryClient.invalidateQueries({ queryKey: ["auditEntries"] });
  const create = useMutation({
    mutationFn: () => dataProvider.createShareLink(resource, id),
    onSuccess: (link: ShareLinkCreated) => {
      notify.success("app.documents.share.created");
      // Shown at once; the reload brings the server's creation time.
      queryClient.setQueryData<ShareLinkState>(key, { active: true, createdAt: null, expiresAt: link.expiresAt });
      void queryClient.invalidateQueries({ queryKey: key });
      journalChanged();
    },
    onError: (error) => notify.serverFailure("app.documents.share.create_failed", error),
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeShareLink(resource, id),
    onSuccess: (after: ShareLinkState) => {
      notify.success("app.documents.share.revoked");
      queryClient.setQueryData(key, after);
      create.reset();
      journalChanged();
    },
    onError: (error) => notify.serverFailure("app.documents.share.revoke_failed", error),
  });
  const created = create.data && sameInstant(state.data?.expiresAt, create.data.expiresAt) ? create.data : undefined;
  return { state, create, revoke, created };
};

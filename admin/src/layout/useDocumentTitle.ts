import { useEffect } from "react";

const APP_NAME = "Back-office";

/**
 * The browser tab names the screen by its one heading: "Facture FA-26-0042 · Back-office", so that several documents
 * open in tabs are told apart (the app bar names their section, "Factures", the same for all). Without a heading yet
 * (a screen still loading), by react-admin's title in the app bar's `#react-admin-title` portal; react-admin's own
 * pages (access denied…) title themselves with the app's name, which is not said twice.
 */
export const useDocumentTitle = (): void => {
  useEffect(() => {
    const portal = document.getElementById("react-admin-title");
    const content = document.getElementById("main-content");
    if (!portal || !content) return undefined;
    const follow = () => {
      const text = (content.querySelector("h1")?.textContent || portal.textContent)?.trim();
      const title = text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
      // The page changes often (a list's rows, a form's messages): the tab is written only when its title does.
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    for (const part of [portal, content]) {
      observer.observe(part, { childList: true, subtree: true, characterData: true });
    }
    return () => observer.disconnect();
  }, []);
};

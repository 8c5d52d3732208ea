import { useEffect } from "react";

const APP_NAME = "Back-office";

/**
 * The browser tab names the screen: react-admin writes each page's title into the app bar's
 * `#react-admin-title` portal; the document title follows it ("Factures · Back-office"). react-admin's own pages
 * (access denied…) title themselves with the app's name, which is not said twice.
 */
export const useDocumentTitle = (): void => {
  useEffect(() => {
    const portal = document.getElementById("react-admin-title");
    if (!portal) return undefined;
    const follow = () => {
      const text = portal.textContent?.trim();
      document.title = text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
};

import { DefaultTitleContextProvider, NotFound, useTranslate } from "react-admin";

/** react-admin's not-found page, titled for what it is ("Page manquante") where it would take the app's name. */
export const MissingPage = () => {
  const translate = useTranslate();
  return (
    <DefaultTitleContextProvider value={translate("ra.page.not_found")}>
      <NotFound />
    </DefaultTitleContextProvider>
  );
};

// react-admin's own pages that the login form never shows: one chunk, fetched the first time one is needed.
export { AccessDenied, AuthCallback, AuthenticationError, Error as ErrorPage } from "react-admin";
export { MissingPage as NotFound } from "../layout/MissingPage";

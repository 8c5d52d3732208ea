import "i18next";
import type common from "../../public/locales/fr/common.json";

// French is the reference catalogue: a key missing from it is a type error.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common };
  }
}

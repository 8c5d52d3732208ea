export declare const STRAPI_SECRETS: readonly string[];

interface ImportMetaEnv {
  /** Origin of the shop-platform API when it is not this site's own `/api`. */
  readonly PUBLIC_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface ImportMetaEnv {
  /** Base address of the API, e.g. `https://kaj.example.dk`; empty for the page's own origin. */
  readonly VITE_API_BASE?: string;
}

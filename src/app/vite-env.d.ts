/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base of the legacy protocol (src/app/providers/http.ts). */
  readonly VITE_API_BASE?: string;
  /** `rest`: the screens use the REST view instead of the legacy protocol (src/app/providers/chooseDataProvider.ts). */
  readonly VITE_DATA_PROVIDER?: string;
}

/** One language's config texts, written at build time (scripts/configTexts.ts, src/app/i18n/configTexts.ts). */
declare module 'virtual:config-texts/*' {
  const texts: import('../rules/configTexts').ConfigTexts;
  export default texts;
}

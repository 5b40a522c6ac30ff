/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The dealers' panel linked as Vendor's Hub. */
  readonly VITE_VENDOR_HUB_URL?: string;
}

/**
 * `use-sync-external-store/shim` for React 19, which has the hook built in. wouter imports the shim
 * so that they also run on React 16-17; the shim's own fallback code would otherwise ship in every page's bundle
 * (vite.config.ts aliases the shim's paths to this module).
 */
export { useSyncExternalStore } from 'react';

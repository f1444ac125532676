/**
 * React DOM's client, the first stage of the home page's staged module evaluation
 * (hydrate-after-load.ts, decision 086). Re-exported from here, not imported from the package there:
 * react-dom is CommonJS, and its interop helper would otherwise be one more script the loader needs
 * before the page's `load` event.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * The parts of react-router that main.tsx needs to start the browser's router: a stage of the home
 * page's staged module evaluation (hydrate-after-load.ts, decision 086). Importing the package itself
 * there would keep every export of it (a dynamic import's namespace is used whole), ~25 kB gzip more.
 */
export { createBrowserRouter, RouterProvider } from 'react-router';

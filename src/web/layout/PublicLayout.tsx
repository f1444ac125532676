import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { PageLoader } from '../components/PageLoader';
import { Navbar } from './Navbar';

// Below the fold: the footer (with the newsletter's form code) loads after the first paint (docs/performance.md#web-first-load).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The public site's frame (SPEC §2): navbar, the page, footer. */
export default function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Navbar />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </Box>
  );
}

import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

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
      <Footer />
    </Box>
  );
}

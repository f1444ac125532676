import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { BrandTitle } from '../components/BrandMark';
import { MATCH_TABS, type MatchTab, MatchTabs } from '../features/members/MatchTabs';
import { CardGrid, SkeletonCard } from '../features/members/MemberGrid';
import { MatchesHeading } from '../pages/user/MatchesHeading';

export { MATCH_TABS, type MatchTab };

/** The member layout's side list width on wide screens (UserLayout `SIDE_WIDTH`). */
const SIDE_WIDTH = 240;

/**
 * The member area's first screen as static markup (docs/performance.md#web-first-load, decision 085), prerendered at build time
 * (entry-shell.tsx) and sent by the server inside `<div id="root">` for `/user/MyMatches`, so the page
 * paints its app bar, heading, introduction and tabs from the HTML and CSS alone while the app loads.
 * Drawn like UserLayout + MyMatchesPage at the same places (app bar, side list from `md` up, bottom bar
 * below it: CSS media queries, the server cannot know the width) with the list's skeleton cards. The
 * app replaces it on its first render (createRoot). Inert and hidden from assistive technology: nothing
 * in it works before the app does. `siteName`: the brand (a marker the server fills in).
 */
export function MemberShell({ siteName, tab }: { siteName: string; tab: MatchTab }) {
  return (
    <Box
      id="member-shell"
      aria-hidden="true"
      inert
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <BrandTitle name={siteName} />
          </Box>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDE_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 12, md: 6 } }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
          <Stack spacing={2.5}>
            <MatchesHeading tab={tab} />
            <MatchTabs tab={tab} inert />
            <CardGrid>
              {[0, 1, 2].map((i) => (
                <SkeletonCard key={i} />
              ))}
            </CardGrid>
          </Stack>
        </Box>
      </Box>
      <Paper
        elevation={8}
        sx={{
          display: { md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: 64,
          zIndex: (th) => th.zIndex.appBar,
        }}
      />
    </Box>
  );
}

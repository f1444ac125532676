import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The My Matches tabs, in their order (the page's `?tab=` values). */
export const MATCH_TABS = ['mutual', 'lookingForMe', 'shortlist', 'visitors'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** `/user/MyMatches` on tab `tab` (page 1). */
const matchTabHref = (tab: MatchTab) => `/user/MyMatches?tab=${tab}`;

/**
 * My Matches' tab bar (docs/first-impressions.md#details-members-notice, decision 097): a navigation list of links, one per list, the current
 * one marked `aria-current="page"` and underlined by its own border. Drawn by CSS alone, so the served
 * shell (decision 085) and the page draw it alike from the first paint, and nothing is measured after
 * the render (MUI Tabs measured the whole page in an effect to place its indicator: a forced layout and
 * a second render inside the page's first commit, its longest task). Scrolls sideways on a narrow
 * screen; the current tab is scrolled into view when it is not the first.
 * `inert`: the served shell's copy, spans instead of links (nothing in the shell works before the app).
 */
export function MatchTabs({ tab, inert = false }: { tab: MatchTab; inert?: boolean }) {
  const { t } = useTranslation('member');
  const current = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (tab !== MATCH_TABS[0]) current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Box
      component="nav"
      aria-label={t('matches.tabs')}
      sx={{
        display: 'flex',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {MATCH_TABS.map((item) => {
        const selected = item === tab;
        const link = inert ? {} : { component: RouterLink, to: matchTabHref(item) };
        return (
          <Box
            key={item}
            {...link}
            ref={selected ? current : undefined}
            aria-current={selected && !inert ? 'page' : undefined}
            sx={{
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 48,
              px: 2,
              typography: 'button',
              textTransform: 'none',
              whiteSpace: 'nowrap',
              textDecoration: 'none',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
              // the theme's focus ring, drawn inside: the bar's sideways scroll would clip it outside
              '&:focus-visible': { outlineOffset: -3 },
            }}
          >
            {t(`matches.tab.${item}`)}
          </Box>
        );
      })}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Rangoli } from './HeroArt';

/**
 * The band at the top of a content page: an eyebrow, the page title (the page's only h1) and a
 * short line, on the brand gradient with a drawn rangoli.
 */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={(t) => ({
        position: 'relative',
        overflow: 'hidden',
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 130%)`,
        py: { xs: 5, md: 8 },
      })}
    >
      <Box
        sx={{
          position: 'absolute',
          right: { xs: -90, md: 40 },
          top: { xs: -50, md: -40 },
          pointerEvents: 'none',
        }}
      >
        <Rangoli size={260} opacity={0.16} />
      </Box>
      <Container sx={{ position: 'relative' }}>
        {eyebrow && (
          <Typography
            variant="overline"
            sx={{ color: 'secondary.main', letterSpacing: 2, fontWeight: 600, display: 'block' }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: children ? 1.5 : 0 }}>
          {title}
        </Typography>
        {children && (
          <Typography sx={{ maxWidth: 680, opacity: 0.9, fontSize: { xs: '1rem', md: '1.125rem' } }}>
            {children}
          </Typography>
        )}
      </Container>
    </Box>
  );
}

/** A titled block of content on a public page: an h2 with a marigold rule, then its children. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" id={id} sx={{ mb: { xs: 4, md: 5 }, scrollMarginTop: 80 }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ width: 56, height: 4, borderRadius: 2, bgcolor: 'secondary.main', mb: 2 }} />
      <Box sx={{ color: 'text.secondary', '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 }, '& li': { mb: 0.75 } }}>
        {children}
      </Box>
    </Box>
  );
}

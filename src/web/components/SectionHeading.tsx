import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a section's heading may take besides its words: its id (for `aria-labelledby`) and its spacing. */
type HeadingProps = { id?: string; gutterBottom?: boolean; sx?: SxProps<Theme> };

/**
 * The heading of a section or card inside a page (docs/architecture.md, "Shared web components"): an h2
 * drawn in the h6 style, under the page's one h1. `id` names it for the section's `aria-labelledby`;
 * `gutterBottom` and `sx` space it as the caller's layout needs.
 */
export function SectionHeading({ children, id, gutterBottom, sx }: HeadingProps & { children: ReactNode }) {
  return (
    <Typography id={id} variant="h6" component="h2" gutterBottom={gutterBottom} sx={sx}>
      {children}
    </Typography>
  );
}

/**
 * An outlined card with a `SectionHeading` over `children` (docs/architecture.md, "Shared web
 * components"). With `id` the card is a section labelled by its heading. `action` stands at the
 * heading's right end (baseline-aligned), such as a figure or a button. `gutterBottom` and `headingSx`
 * space the heading; `sx` styles the card.
 */
export function TitledCard(props: {
  title: ReactNode;
  id?: string;
  action?: ReactNode;
  gutterBottom?: boolean;
  headingSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const heading = (
    <SectionHeading id={props.id} gutterBottom={props.gutterBottom} sx={props.headingSx}>
      {props.title}
    </SectionHeading>
  );
  return (
    <Card
      variant="outlined"
      component={props.id ? 'section' : 'div'}
      aria-labelledby={props.id}
      sx={props.sx}
    >
      <CardContent>
        {props.action ? (
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            {heading}
            {props.action}
          </Stack>
        ) : (
          heading
        )}
        {props.children}
      </CardContent>
    </Card>
  );
}

/**
 * A settings or data panel of a page (docs/architecture.md, "Shared web components"): an outlined Paper
 * section labelled by its `SectionHeading` (`id`), padded 2 on phones and 3 above; `headingSx` spaces
 * the heading (default: 1.5 under it).
 */
export function SectionPanel(props: {
  id: string;
  title: ReactNode;
  headingSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading id={props.id} sx={props.headingSx ?? { mb: 1.5 }}>
        {props.title}
      </SectionHeading>
      {props.children}
    </Paper>
  );
}

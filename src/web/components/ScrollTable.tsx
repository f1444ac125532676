import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on narrow screens (375 px) and stays usable from the keyboard: an
 * outlined Paper holding a named, focusable scroll region (`tabIndex=0`, `role="region"`,
 * `aria-label`; axe scrollable-region-focusable, WCAG 2.1.1) around an MUI Table of the same name.
 * `label`: what the table lists, already translated. `children`: the TableHead and TableBody.
 * `footer`: shown below the scroll region inside the Paper (a TablePagination). `size`: MUI's table
 * density (default 'small'). `sx`: extra styles for the Paper.
 * Use it for every table a page shows (docs/accessibility.md "What the app does for it").
 */
export function ScrollTable(props: {
  label: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  return (
    <Paper variant="outlined" sx={props.sx}>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={props.label}
        sx={(theme) => ({
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
        })}
      >
        <Table size={props.size ?? 'small'} aria-label={props.label}>
          {props.children}
        </Table>
      </TableContainer>
      {props.footer}
    </Paper>
  );
}

/**
 * The one row a table shows when it has no rows to show: `children` (the note, already translated) centred
 * in secondary text in one cell across `colSpan` columns; `py`: its vertical padding in theme spacing
 * units (default 2).
 */
export function EmptyRow({
  colSpan,
  py = 2,
  children,
}: {
  colSpan: number;
  py?: number;
  children: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary" sx={{ py, textAlign: 'center' }}>
          {children}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** One column title of `TableHeadRow`: its words, or its words right-aligned over a column of numbers. */
export type HeadCell = string | { label: string; align: 'right' };

/**
 * A table's head: one row of column titles (already translated), in order; '' leaves a column untitled
 * (a column of buttons). The `children` of a ScrollTable, before its TableBody.
 */
export function TableHeadRow({ cells }: { cells: HeadCell[] }) {
  return (
    <TableHead>
      <TableRow>
        {cells.map((c, i) =>
          typeof c === 'string' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of titles, '' may repeat
            <TableCell key={i}>{c}</TableCell>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of titles
            <TableCell key={i} align={c.align}>
              {c.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}

import type { ReactNode } from 'react';

/**
 * Text kept on one line (a date, an amount, a voucher number, a row's action buttons in a staff table):
 * a `<span>` with `white-space: nowrap`, so a narrow column does not break it.
 */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** Bytes as '1.2 MB' / '340 KB' (docs/data-rights.md: the size of a data export). */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

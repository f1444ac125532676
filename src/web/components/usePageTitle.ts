import { useEffect } from 'react';
import { useSite } from '../features/site';

/** Sets the document title to '<page> · <site name>' while the page is shown. */
export function usePageTitle(page: string) {
  const { site } = useSite();
  useEffect(() => {
    document.title = page ? `${page} · ${site.site_name}` : site.site_name;
  }, [page, site.site_name]);
}

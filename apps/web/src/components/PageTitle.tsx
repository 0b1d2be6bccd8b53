import { useLocation } from "react-router";
import { canonicalPath, useSiteOrigin } from "../lib/site";

interface PageTitleProps {
  children: string;
  /** What a search result says of the page; the public pages have one each. */
  description?: string;
}

/**
 * A page's title, description and canonical link. React 19 puts them in the document's <head>
 * wherever they are rendered, on the server and in the browser alike, and takes them out when
 * the page goes.
 */
export function PageTitle({ children, description }: PageTitleProps) {
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  return (
    <>
      <title>{children}</title>
      {description && <meta name="description" content={description} />}
      {description && <link rel="canonical" href={`${origin}${canonicalPath(pathname, search)}`} />}
    </>
  );
}

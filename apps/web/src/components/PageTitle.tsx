import { currentLanguage, pathInLanguage } from "@shop/contract";
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
 * the page goes. The canonical link is the page in its own language: a Bangla page naming its
 * English one would tell a search engine to drop it, against its hreflang links (issue 38).
 */
export function PageTitle({ children, description }: PageTitleProps) {
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  return (
    <>
      <title>{children}</title>
      {description && <meta name="description" content={description} />}
      {description && <link rel="canonical" href={`${origin}${pathInLanguage(canonicalPath(pathname, search), currentLanguage())}`} />}
    </>
  );
}

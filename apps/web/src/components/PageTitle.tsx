import { useEffect } from "react";

/**
 * Sets the document's title while the page is shown, and puts the previous one back when it
 * goes. React 19 moved a `<title>` rendered anywhere into <head>; Preact, which serves React's
 * API here (decision 020), renders it where it stands, so pages name themselves with this.
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}

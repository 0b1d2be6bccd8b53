import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "../lib/queryClient";
import { Providers } from "./providers";
import { createRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

// A step of boot.ts: evaluates the query library's chunk in a task of its own (see boot/router.ts).
export { QueryClient } from "@tanstack/react-query";

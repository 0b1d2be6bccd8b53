// A step of boot.ts: evaluates the router library's chunk in a task of its own. One name is
// enough: the chunk is evaluated whole, and a name the app does not use would be shipped.
export { createBrowserRouter } from "react-router";
